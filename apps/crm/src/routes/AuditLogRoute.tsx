import { AuditLogScreen } from '../features/audit/components/AuditLogScreen';

/** `/settings/audit-log`. */
export function AuditLogRoute() {
  return <AuditLogScreen />;
}

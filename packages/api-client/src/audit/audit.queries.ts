import type { ApiClient } from '../client';
import type { AuditLogPage } from './audit.api';
import { AUDIT_PAGE_SIZE, type AuditLogFilter } from './audit.schemas';

/** Query keys of the audit log: one list per filter. */
export const auditKeys = {
  all: ['audit'] as const,
  log: (filter: AuditLogFilter) => [...auditKeys.all, 'log', filter] as const,
};

export const auditQueries = {
  /** Pages of the audit log, newest first (as `pagesQuery`, keeping each page's retention). */
  log: (client: ApiClient, filter: AuditLogFilter) => ({
    queryKey: auditKeys.log(filter),
    queryFn: ({ pageParam }: { pageParam: string | null }) =>
      client.getAuditLogPage(filter, { limit: AUDIT_PAGE_SIZE, cursor: pageParam }),
    initialPageParam: null as string | null,
    getNextPageParam: (page: AuditLogPage) => page.nextCursor,
  }),
};

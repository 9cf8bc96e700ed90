import type { Page, PageParams } from '../common/pages';
import { type Http, queryString } from '../http';
import { type AuditEvent, type AuditLogFilter, AuditLogResponseSchema } from './audit.schemas';

/** A page of the audit log, with how long events are kept. */
export interface AuditLogPage extends Page<AuditEvent> {
  retentionDays: number;
}

export function auditApi(http: Http) {
  return {
    /** `GET /api/audit-log`: a page of the account's audit log, newest first. */
    getAuditLogPage: async (
      filter: AuditLogFilter = {},
      { limit, cursor }: PageParams = {},
    ): Promise<AuditLogPage> => {
      const page = await http.json(
        'GET',
        `/api/audit-log${queryString({
          limit,
          before: cursor ?? undefined,
          action: filter.actions?.join(','),
          actorId: filter.actorId,
          from: filter.from,
          to: filter.to,
          q: filter.q,
        })}`,
        AuditLogResponseSchema,
      );
      // The log is not counted: a busy account's year of events would be a long count per page.
      return {
        items: page.events,
        nextCursor: page.nextCursor,
        total: page.events.length,
        retentionDays: page.retentionDays,
      };
    },
  };
}

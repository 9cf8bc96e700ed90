import type { AuditAction, AuditDetails, AuditEvent } from '@crm/api-client';
import { sql, type Insertable, type Selectable } from 'kysely';
import { toIso } from '../db/columnTypes';
import type { Db } from '../db/Db';
import { containsPattern } from '../db/likePattern';
import { OWNER, ownedBy, type Scope } from '../db/scope';
import { sqlTimestamp } from '../db/sqlTimestamp';
import type { AuditEventsTable } from './auditTable';

function toAuditEvent(row: Selectable<AuditEventsTable>): AuditEvent {
  return {
    id: row.id,
    action: row.action as AuditAction,
    actorId: row.actor_id,
    actorLabel: row.actor_label,
    targetType: row.target_type,
    targetId: row.target_id,
    targetLabel: row.target_label,
    details: JSON.parse(row.details) as AuditDetails,
    ip: row.ip,
    userAgent: row.user_agent,
    createdAt: toIso(row.created_at),
  };
}

/** A page's place: the last event's time and id (newest first, ties by id). */
export interface AuditBound {
  at: string;
  id: number;
}

export interface AuditFilter {
  actions?: readonly AuditAction[];
  actorId?: number;
  from?: string;
  to?: string;
  q?: string;
}

/** One event as `recordAudit` writes it; without `actor_label`, the actor's email is read. */
export type AuditRow = Omit<Insertable<AuditEventsTable>, typeof OWNER | 'actor_label'> & {
  actor_label?: string;
};

/** An owner's audit log (issue 33 §4). */
export function auditRepository(database: Db, scope: Scope) {
  const { db, dialect } = database;
  return {
    /** Writes one event: one statement, in the caller's transaction when there is one. */
    async add({ actor_label, ...row }: AuditRow): Promise<void> {
      // The actor's email as it is now, read by the insert itself: still one statement.
      const label =
        actor_label ??
        sql<string>`coalesce((select email from users where id = ${row.actor_id ?? null}), 'Unknown')`;
      await db
        .insertInto('audit_events')
        .values({ ...row, ...ownedBy(scope), actor_label: label })
        .execute();
    },

    /** A page of events, newest first. */
    async list(
      filter: AuditFilter,
      { limit, before }: { limit: number; before?: AuditBound },
    ): Promise<{ events: AuditEvent[]; next: AuditBound | null }> {
      let query = db.selectFrom('audit_events').selectAll().where(OWNER, '=', scope.ownerId);
      if (filter.actions?.length) query = query.where('action', 'in', [...filter.actions]);
      if (filter.actorId !== undefined) query = query.where('actor_id', '=', filter.actorId);
      if (filter.from)
        query = query.where('created_at', '>=', sqlTimestamp(dialect, toIso(filter.from)));
      if (filter.to)
        query = query.where('created_at', '<', sqlTimestamp(dialect, toIso(filter.to)));
      if (filter.q)
        query = query.where(
          sql`lower(target_label)`,
          'like',
          sql`${containsPattern(filter.q)} escape '\\'`,
        );
      if (before) {
        const at = sqlTimestamp(dialect, before.at);
        query = query.where((eb) =>
          eb.or([
            eb('created_at', '<', at),
            eb.and([eb('created_at', '=', at), eb('id', '<', before.id)]),
          ]),
        );
      }
      const rows = await query
        .orderBy('created_at', 'desc')
        .orderBy('id', 'desc')
        .limit(limit + 1)
        .execute();
      const page = rows.slice(0, limit);
      const last = page.at(-1);
      return {
        events: page.map(toAuditEvent),
        next: rows.length > limit && last ? { at: toIso(last.created_at), id: last.id } : null,
      };
    },
  };
}

/** Across owners: the retention purge. */
export function auditPurgeRepository({ db, dialect }: Db) {
  return {
    /**
     * Deletes up to `batch` events older than `before`, oldest first, and says how many: one short
     * statement per batch (through `audit_events_created`), so a purge of millions never holds a
     * long lock.
     */
    async purgeBatch(before: Date, batch: number): Promise<number> {
      const oldest = db
        .selectFrom('audit_events')
        .select('id')
        .where('created_at', '<', sqlTimestamp(dialect, before.toISOString()))
        .orderBy('created_at')
        .limit(batch);
      const result = await db
        .deleteFrom('audit_events')
        .where('id', 'in', oldest)
        .executeTakeFirst();
      return Number(result.numDeletedRows);
    },
  };
}

import type { Kysely, Migration } from 'kysely';
import type { SqlDialect } from '../sqlDialect';
import { columnTypes } from './columns';

/**
 * The audit log (issue 33 §4): who did what, when and from where, one row per event, owned like
 * every record. The screen reads an owner's events newest first, all or of some actions, so both
 * owner indexes end with (created_at, id), the page's keyset; the retention purge deletes the
 * oldest rows across owners through `audit_events_created`, so it never scans the table.
 */
export function auditLogMigration(dialect: SqlDialect): Migration {
  const { timestamp, tableWithId } = columnTypes(dialect);
  return {
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    async up(db: Kysely<any>) {
      await tableWithId(db, 'audit_events')
        .addColumn('user_id', 'integer', (c) =>
          c.notNull().references('users.id').onDelete('cascade'),
        )
        // Not a reference: the actor may leave the workspace, their events stay.
        .addColumn('actor_id', 'integer')
        .addColumn('actor_label', 'text', (c) => c.notNull())
        .addColumn('action', 'text', (c) => c.notNull())
        .addColumn('target_type', 'text')
        .addColumn('target_id', 'text')
        .addColumn('target_label', 'text')
        .addColumn('details', 'text', (c) => c.notNull().defaultTo('{}'))
        .addColumn('ip', 'text')
        .addColumn('user_agent', 'text')
        .addColumn('created_at', timestamp, (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('audit_events_owner_time')
        .on('audit_events')
        .columns(['user_id', 'created_at', 'id'])
        .execute();
      await db.schema
        .createIndex('audit_events_owner_action')
        .on('audit_events')
        .columns(['user_id', 'action', 'created_at', 'id'])
        .execute();
      await db.schema
        .createIndex('audit_events_created')
        .on('audit_events')
        .columns(['created_at', 'id'])
        .execute();
    },
  };
}

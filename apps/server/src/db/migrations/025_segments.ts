import type { Kysely, Migration } from 'kysely';
import type { SqlDialect } from '../sqlDialect';
import { columnTypes } from './columns';

/**
 * Saved segments (issue 27 §1): a name and its conditions as JSON, evaluated whenever the segment
 * is used (never a stored list of members). An engagement condition asks, per contact, whether it
 * has an open, click or bounce (since a time): `tracking_events` had only a `contact_id` index, so
 * each probe read every event of the contact; (contact_id, type, created_at) answers it from the
 * index alone.
 */
export function segmentsMigration(dialect: SqlDialect): Migration {
  const { timestamp, tableWithId } = columnTypes(dialect);
  return {
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    async up(db: Kysely<any>) {
      await tableWithId(db, 'segments')
        .addColumn('user_id', 'integer', (c) =>
          c.notNull().references('users.id').onDelete('cascade'),
        )
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('conditions', 'text', (c) => c.notNull())
        .addColumn('created_at', timestamp, (c) => c.notNull())
        .addColumn('updated_at', timestamp, (c) => c.notNull())
        .execute();
      await db.schema.createIndex('segments_user_id').on('segments').column('user_id').execute();
      await db.schema
        .createIndex('tracking_events_contact_type_created')
        .on('tracking_events')
        .columns(['contact_id', 'type', 'created_at'])
        .execute();
    },
  };
}

import { sql, type Kysely, type Migration } from 'kysely';
import type { SqlDialect } from '../sqlDialect';
import { columnTypes } from './columns';

/**
 * A contact's history (issue 32 §1): how it was created (`created_via`, with the import's file or
 * the form's name in `created_via_name`; null for contacts made before this, shown as plain
 * "Contact created"), and one row per change of a field, its status or its tags, written in the
 * change's transaction. The opt-out audit (`contacts_status_changes`) stays as it is for what
 * reads it; its rows are copied here so the timeline reads status changes from one table.
 */
export function contactChangesMigration(dialect: SqlDialect): Migration {
  const { timestamp, tableWithId } = columnTypes(dialect);
  return {
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    async up(db: Kysely<any>) {
      await db.schema.alterTable('contacts').addColumn('created_via', 'text').execute();
      await db.schema.alterTable('contacts').addColumn('created_via_name', 'text').execute();
      await tableWithId(db, 'contacts_changes')
        .addColumn('user_id', 'integer', (c) =>
          c.notNull().references('users.id').onDelete('cascade'),
        )
        .addColumn('contact_id', 'integer', (c) =>
          c.notNull().references('contacts.id').onDelete('cascade'),
        )
        // `status`, `tags`, a contact field (`firstName`) or `customFields.<name>`.
        .addColumn('field', 'text', (c) => c.notNull())
        // Tags: the JSON arrays of the tags removed (from) and added (to).
        .addColumn('from_value', 'text')
        .addColumn('to_value', 'text')
        // user, api, import, form, workflow, contact (the person, on the unsubscribe page).
        .addColumn('changed_by', 'text', (c) => c.notNull())
        // The user who acted. No foreign key: on PostgreSQL a key check per row took a third of a
        // bulk batch's history insert, and the rows go with their owner (`user_id`) anyway.
        .addColumn('changed_by_user_id', 'integer')
        // The import's file, the form's or the workflow's name.
        .addColumn('changed_by_name', 'text')
        .addColumn('reason', 'text')
        .addColumn('created_at', timestamp, (c) => c.notNull())
        .execute();
      // The timeline's range scan, with the field after the order's columns for its kinds filter.
      await db.schema
        .createIndex('contacts_changes_contact_time')
        .on('contacts_changes')
        .columns(['contact_id', 'created_at', 'id', 'field'])
        .execute();
      await sql`insert into contacts_changes
        (user_id, contact_id, field, from_value, to_value, changed_by, changed_by_user_id, reason, created_at)
        select user_id, contact_id, 'status', from_status, to_status, 'user', user_id, reason, created_at
        from contacts_status_changes order by id`.execute(db);
    },
  };
}

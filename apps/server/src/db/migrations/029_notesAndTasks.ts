import type { Kysely, Migration } from 'kysely';
import type { SqlDialect } from '../sqlDialect';
import { columnTypes } from './columns';

/**
 * Notes and tasks (issue 32 §1). Both go with their contact (a deletion or an erasure takes them
 * by foreign key). Each timeline source reads (contact, time, id) newest first, so each has that
 * index: notes by creation, tasks by creation and by completion. The Tasks screen reads the
 * owner's open tasks by due time and done ones by completion time.
 */
export function notesAndTasksMigration(dialect: SqlDialect): Migration {
  const { timestamp, bool, tableWithId } = columnTypes(dialect);
  return {
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    async up(db: Kysely<any>) {
      await tableWithId(db, 'notes')
        .addColumn('user_id', 'integer', (c) =>
          c.notNull().references('users.id').onDelete('cascade'),
        )
        .addColumn('author_id', 'integer', (c) =>
          c.notNull().references('users.id').onDelete('cascade'),
        )
        .addColumn('contact_id', 'integer', (c) =>
          c.notNull().references('contacts.id').onDelete('cascade'),
        )
        .addColumn('body', 'text', (c) => c.notNull())
        .addColumn('pinned', bool, (c) => c.notNull())
        .addColumn('created_at', timestamp, (c) => c.notNull())
        .addColumn('updated_at', timestamp, (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('notes_contact_time')
        .on('notes')
        .columns(['contact_id', 'created_at', 'id'])
        .execute();
      await db.schema.createIndex('notes_user_id').on('notes').column('user_id').execute();

      await tableWithId(db, 'tasks')
        .addColumn('user_id', 'integer', (c) =>
          c.notNull().references('users.id').onDelete('cascade'),
        )
        .addColumn('contact_id', 'integer', (c) => c.references('contacts.id').onDelete('cascade'))
        .addColumn('title', 'text', (c) => c.notNull())
        .addColumn('due_at', timestamp)
        .addColumn('completed_at', timestamp)
        .addColumn('created_at', timestamp, (c) => c.notNull())
        .addColumn('updated_at', timestamp, (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('tasks_user_due')
        .on('tasks')
        .columns(['user_id', 'completed_at', 'due_at', 'id'])
        .execute();
      await db.schema
        .createIndex('tasks_contact_time')
        .on('tasks')
        .columns(['contact_id', 'created_at', 'id'])
        .execute();
      await db.schema
        .createIndex('tasks_contact_completed')
        .on('tasks')
        .columns(['contact_id', 'completed_at', 'id'])
        .execute();
    },
  };
}

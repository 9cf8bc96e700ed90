import { sql, type Kysely, type Migration } from 'kysely';
import type { SqlDialect } from '../sqlDialect';
import { columnTypes } from './columns';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

/**
 * Notes and tasks on companies and deals (issue 32 §2, §3: "a company's page shows its ... notes,
 * tasks"; "deals: ... notes and tasks"). A note belongs to exactly one contact, company or deal (a
 * check, so no note is left on nothing); a task to at most one, which the server keeps. Both go
 * with their record by foreign key, as they do with a contact. Each record's list reads
 * (record, time, id).
 */
export function recordNotesMigration(dialect: SqlDialect): Migration {
  return {
    async up(db: AnyDb) {
      if (dialect === 'postgres') {
        await sql`alter table notes alter column contact_id drop not null`.execute(db);
        await db.schema
          .alterTable('notes')
          .addColumn('company_id', 'integer', (c) =>
            c.references('companies.id').onDelete('cascade'),
          )
          .addColumn('deal_id', 'integer', (c) => c.references('deals.id').onDelete('cascade'))
          .execute();
        await sql`alter table notes add constraint notes_one_record check (${ONE_RECORD})`.execute(
          db,
        );
      } else {
        await rebuildSqliteNotes(db, dialect);
      }
      await recordIndexes(db, 'notes');

      // SQLite adds a column with a foreign key in place when its default is null, as here.
      for (const [column, table] of [
        ['company_id', 'companies'],
        ['deal_id', 'deals'],
      ] as const)
        await db.schema
          .alterTable('tasks')
          .addColumn(column, 'integer', (c) => c.references(`${table}.id`).onDelete('cascade'))
          .execute();
      await recordIndexes(db, 'tasks');
    },
  };
}

/** Exactly one of the three records is set. */
const ONE_RECORD = sql.raw(
  ['contact_id', 'company_id', 'deal_id']
    .map((column) => `(case when ${column} is null then 0 else 1 end)`)
    .join(' + ') + ' = 1',
);

async function recordIndexes(db: AnyDb, table: 'notes' | 'tasks') {
  for (const record of ['company', 'deal'])
    await db.schema
      .createIndex(`${table}_${record}_time`)
      .on(table)
      .columns([`${record}_id`, 'created_at', 'id'])
      .execute();
}

/**
 * SQLite cannot make a column nullable: the table is made again (SQLite's twelve steps, as
 * migration 022 does), every row copied with its id. No table refers to notes, but foreign keys
 * stay off meanwhile all the same, and are checked before the commit.
 */
async function rebuildSqliteNotes(db: AnyDb, dialect: SqlDialect) {
  const { timestamp, bool } = columnTypes(dialect);
  await sql`pragma foreign_keys = off`.execute(db);
  try {
    await sql`begin`.execute(db);
    try {
      await db.schema
        .createTable('notes_037')
        .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
        .addColumn('user_id', 'integer', (c) =>
          c.notNull().references('users.id').onDelete('cascade'),
        )
        .addColumn('author_id', 'integer', (c) =>
          c.notNull().references('users.id').onDelete('cascade'),
        )
        .addColumn('contact_id', 'integer', (c) => c.references('contacts.id').onDelete('cascade'))
        .addColumn('company_id', 'integer', (c) => c.references('companies.id').onDelete('cascade'))
        .addColumn('deal_id', 'integer', (c) => c.references('deals.id').onDelete('cascade'))
        .addColumn('body', 'text', (c) => c.notNull())
        .addColumn('pinned', bool, (c) => c.notNull())
        .addColumn('created_at', timestamp, (c) => c.notNull())
        .addColumn('updated_at', timestamp, (c) => c.notNull())
        .addCheckConstraint('notes_one_record', ONE_RECORD)
        .execute();
      const columns = sql.raw(
        'id, user_id, author_id, contact_id, body, pinned, created_at, updated_at',
      );
      await sql`insert into notes_037 (${columns}) select ${columns} from notes`.execute(db);
      await sql`drop table notes`.execute(db);
      await sql`alter table notes_037 rename to notes`.execute(db);
      await db.schema
        .createIndex('notes_contact_time')
        .on('notes')
        .columns(['contact_id', 'created_at', 'id'])
        .execute();
      await db.schema.createIndex('notes_user_id').on('notes').column('user_id').execute();
      const broken = await sql`pragma foreign_key_check`.execute(db);
      if (broken.rows.length > 0) throw new Error('notes: a foreign key no longer holds');
      await sql`commit`.execute(db);
    } catch (error) {
      await sql`rollback`.execute(db);
      throw error;
    }
  } finally {
    await sql`pragma foreign_keys = on`.execute(db);
  }
}

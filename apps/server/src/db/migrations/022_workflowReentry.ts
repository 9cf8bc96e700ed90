import { sql, type Kysely, type Migration } from 'kysely';
import type { SqlDialect } from '../sqlDialect';
import { columnTypes } from './columns';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

/**
 * A contact may enter a workflow again (issue 29: re-entry after an interval, a yearly date
 * trigger): `workflows_runs` keeps one row per entry, so unique (workflow_id, contact_id) gives way
 * to one unfinished run per contact and workflow (a partial unique index), which still stops two
 * events entering a contact twice at once. Every row is kept. An entry's look for a contact's
 * earlier runs uses `workflows_runs_contact_id` (a contact has a few runs), so no index is added
 * beside the one replaced.
 */
export function workflowReentryMigration(dialect: SqlDialect): Migration {
  return {
    async up(db: AnyDb) {
      if (dialect === 'postgres') {
        await sql`alter table workflows_runs drop constraint workflows_runs_contact`.execute(db);
      } else {
        await rebuildSqliteRuns(db, dialect);
      }
      await db.schema
        .createIndex('workflows_runs_unfinished')
        .on('workflows_runs')
        .columns(['workflow_id', 'contact_id'])
        .unique()
        .where(sql.ref('finished_at'), 'is', null)
        .execute();
    },
  };
}

/**
 * SQLite cannot drop a table's constraint: the table is made again without it (SQLite's own
 * twelve steps). Foreign keys are off meanwhile, or dropping the old table would delete every
 * `workflows_run_steps` row through its cascade; they can only be switched outside a transaction,
 * which SQLite migrations run without.
 */
async function rebuildSqliteRuns(db: AnyDb, dialect: SqlDialect) {
  const { timestamp } = columnTypes(dialect);
  await sql`pragma foreign_keys = off`.execute(db);
  try {
    await sql`begin`.execute(db);
    try {
      await db.schema
        .createTable('workflows_runs_022')
        .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
        .addColumn('user_id', 'integer', (c) =>
          c.notNull().references('users.id').onDelete('cascade'),
        )
        .addColumn('workflow_id', 'integer', (c) =>
          c.notNull().references('workflows.id').onDelete('cascade'),
        )
        .addColumn('contact_id', 'integer', (c) =>
          c.notNull().references('contacts.id').onDelete('cascade'),
        )
        .addColumn('status', 'text', (c) => c.notNull())
        .addColumn('step_id', 'text')
        .addColumn('next_due', timestamp)
        .addColumn('error', 'text')
        .addColumn('entered_at', timestamp, (c) => c.notNull())
        .addColumn('updated_at', timestamp, (c) => c.notNull())
        .addColumn('finished_at', timestamp)
        .execute();
      const columns = sql.raw(
        'id, user_id, workflow_id, contact_id, status, step_id, next_due, error, entered_at, updated_at, finished_at',
      );
      await sql`insert into workflows_runs_022 (${columns}) select ${columns} from workflows_runs`.execute(
        db,
      );
      await sql`drop table workflows_runs`.execute(db);
      await sql`alter table workflows_runs_022 rename to workflows_runs`.execute(db);
      await db.schema
        .createIndex('workflows_runs_state')
        .on('workflows_runs')
        .columns(['workflow_id', 'status', 'step_id'])
        .execute();
      await db.schema
        .createIndex('workflows_runs_contact_id')
        .on('workflows_runs')
        .column('contact_id')
        .execute();
      const broken = await sql`pragma foreign_key_check`.execute(db);
      if (broken.rows.length > 0) throw new Error('workflows_runs: a foreign key no longer holds');
      await sql`commit`.execute(db);
    } catch (error) {
      await sql`rollback`.execute(db);
      throw error;
    }
  } finally {
    await sql`pragma foreign_keys = on`.execute(db);
  }
}

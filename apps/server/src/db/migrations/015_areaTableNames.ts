import { sql, type Kysely, type Migration } from 'kysely';
import type { SqlDialect } from '../sqlDialect';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

/**
 * Every table's name starts with its area's word (issue 25; README, "Naming"): the tables whose
 * names did not are renamed, with the indexes, keys and sequences named after them. No trigger or
 * trigger function names these tables (the analytics triggers read `contacts` and
 * `campaign_recipients`, the search triggers `contacts`); migrations.test.ts checks that none does.
 */
export const AREA_TABLE_RENAMES = [
  ['email_templates', 'templates'],
  ['automation_workflows', 'workflows'],
  ['subscriptions', 'billing_subscriptions'],
  // Opens, clicks, unsubscribes and bounces: the tracking area records them.
  ['email_events', 'tracking_events'],
] as const;

export function areaTableNamesMigration(dialect: SqlDialect): Migration {
  return {
    async up(db: AnyDb) {
      for (const [from, to] of AREA_TABLE_RENAMES) {
        await sql`alter table ${sql.table(from)} rename to ${sql.table(to)}`.execute(db);
        if (dialect === 'postgres') await renamePostgresParts(db, from, to);
        else await renameSqliteIndexes(db, from, to);
      }
    },
  };
}

const renamed = (name: string, from: string, to: string) => to + name.slice(from.length);

/** Indexes (a key's index renames its constraint too), other constraints, and owned sequences. */
async function renamePostgresParts(db: AnyDb, from: string, to: string) {
  const { rows: indexes } = await sql<{ name: string }>`
    select i.relname as name from pg_index x
    join pg_class i on i.oid = x.indexrelid
    where x.indrelid = ${to}::regclass and i.relname like ${`${from}%`}`.execute(db);
  for (const { name } of indexes)
    await sql`alter index ${sql.id(name)} rename to ${sql.id(renamed(name, from, to))}`.execute(db);
  const { rows: constraints } = await sql<{ name: string }>`
    select conname as name from pg_constraint
    where conrelid = ${to}::regclass and conname like ${`${from}%`}`.execute(db);
  for (const { name } of constraints)
    await sql`alter table ${sql.table(to)} rename constraint ${sql.id(name)}
      to ${sql.id(renamed(name, from, to))}`.execute(db);
  const { rows: sequences } = await sql<{ name: string }>`
    select s.relname as name from pg_class s
    join pg_depend d on d.objid = s.oid and d.deptype = 'a'
    where s.relkind = 'S' and d.refobjid = ${to}::regclass and s.relname like ${`${from}%`}`.execute(
    db,
  );
  for (const { name } of sequences)
    await sql`alter sequence ${sql.id(name)} rename to ${sql.id(renamed(name, from, to))}`.execute(
      db,
    );
}

/**
 * SQLite renames the table inside its triggers and foreign keys itself, but has no ALTER INDEX:
 * each index named after the old table is made again under the new name.
 */
async function renameSqliteIndexes(db: AnyDb, from: string, to: string) {
  const { rows } = await sql<{ name: string; sql: string }>`
    select name, sql from sqlite_master
    where type = 'index' and tbl_name = ${to} and sql is not null and name like ${`${from}%`}`.execute(
    db,
  );
  for (const index of rows) {
    await sql`drop index ${sql.id(index.name)}`.execute(db);
    const definition = index.sql.replace(
      /^create (unique )?index ("?)[^\s"]+\2/i,
      (_whole, unique: string | undefined) =>
        `create ${unique ?? ''}index "${renamed(index.name, from, to)}"`,
    );
    await sql.raw(definition).execute(db);
  }
}

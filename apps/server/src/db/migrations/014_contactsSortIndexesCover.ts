import { sql, type Kysely, type Migration } from 'kysely';
import type { SqlDialect } from '../sqlDialect';

/**
 * PostgreSQL: the name and company sort indexes (migration 004) also carry the columns their
 * expressions read, so a jump to a position (an OFFSET over the sort, `selectPageAtJson`) walks
 * the index alone. Without them PostgreSQL read every skipped row from the table: the name sort's
 * jump to row 500,000 of a million took 0.5-1.8 s, and 48-57 ms with them. SQLite already walks
 * its expression indexes alone, and has no INCLUDE.
 */
export function contactsSortIndexesCoverMigration(dialect: SqlDialect): Migration {
  return {
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    async up(db: Kysely<any>) {
      if (dialect !== 'postgres') return;
      const indexes = [
        ['contacts_user_name', `lower(first_name || ' ' || last_name)`, 'first_name, last_name'],
        ['contacts_user_company', `lower(coalesce(company, ''))`, 'company'],
      ];
      for (const [name, key, columns] of indexes) {
        await sql`drop index ${sql.id(name!)}`.execute(db);
        await sql`create index ${sql.id(name!)} on contacts (user_id, ${sql.raw(key!)}, id)
          include (${sql.raw(columns!)})`.execute(db);
      }
    },
  };
}

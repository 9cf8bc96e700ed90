import { sql, type Kysely, type Migration } from 'kysely';
import type { SqlDialect } from '../sqlDialect';
import { columnTypes } from './columns';

/**
 * A deal's owner and closing time (issue 32 §3), and the table view's sorts past 10,000 deals.
 * Existing deals are owned by the account's user (today its one member) and closed when they were
 * last changed (the best time known: "won by month" read `updated_at` until now). Each of the
 * table's sorts gets an index in its exact order expression (as `sortKeys` writes it), so a page is
 * read from the index rather than sorted from every deal.
 */
export function dealsOwnerAndCloseMigration(dialect: SqlDialect): Migration {
  const { timestamp } = columnTypes(dialect);
  return {
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    async up(db: Kysely<any>) {
      await db.schema
        .alterTable('deals')
        .addColumn('owner_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
        .execute();
      await db.schema.alterTable('deals').addColumn('closed_at', timestamp).execute();
      await sql`update deals set owner_id = user_id`.execute(db);
      await sql`update deals set closed_at = updated_at where status <> 'open'`.execute(db);
      await sql`create index deals_by_name on deals (user_id, lower(name), id)`.execute(db);
      await sql`create index deals_by_value on deals (user_id, value_cents, id)`.execute(db);
      await sql`create index deals_by_close on deals (user_id, coalesce(expected_close, '9999-12-31'), id)`.execute(
        db,
      );
      await sql`create index deals_closed on deals (user_id, status, closed_at)`.execute(db);
      await sql`create index deals_owner on deals (owner_id)`.execute(db);
    },
  };
}

import type { Kysely, Migration } from 'kysely';
import type { SqlDialect } from '../sqlDialect';
import { columnTypes } from './columns';

/**
 * The account's settings (issue 24 §3): one row per owner with its sender identity (From name and
 * address, Reply-To, the postal address of the footer). A column left null takes the server's
 * default. Issue 33 moves the owner from the user to a workspace like every owned table.
 */
export function settingsMigration(dialect: SqlDialect): Migration {
  const { timestamp } = columnTypes(dialect);
  return {
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    async up(db: Kysely<any>) {
      await db.schema
        .createTable('settings')
        .addColumn('user_id', 'integer', (c) =>
          c.primaryKey().references('users.id').onDelete('cascade'),
        )
        .addColumn('from_name', 'text')
        .addColumn('from_email', 'text')
        .addColumn('reply_to', 'text')
        .addColumn('postal_address', 'text')
        .addColumn('updated_at', timestamp, (c) => c.notNull())
        .execute();
    },
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    async down(db: Kysely<any>) {
      await db.schema.dropTable('settings').execute();
    },
  };
}

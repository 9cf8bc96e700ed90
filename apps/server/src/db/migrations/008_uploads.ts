import { sql, type Kysely, type Migration } from 'kysely';
import type { SqlDialect } from '../sqlDialect';
import { columnTypes } from './columns';

/**
 * Images uploaded from the email builder, kept in the database rather than on disk: one thing to
 * back up, and every server process sharing a PostgreSQL database serves every image (a file on
 * one machine's disk would not be there for the others).
 */
export function uploadsMigration(dialect: SqlDialect): Migration {
  const pg = dialect === 'postgres';
  return {
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    async up(db: Kysely<any>) {
      await db.schema
        .createTable('uploads')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('user_id', 'integer', (c) =>
          c.notNull().references('users.id').onDelete('cascade'),
        )
        .addColumn('content_type', 'text', (c) => c.notNull())
        .addColumn('size', 'integer', (c) => c.notNull())
        .addColumn('data', pg ? sql`bytea` : sql`blob`, (c) => c.notNull())
        .addColumn('created_at', columnTypes(dialect).timestamp, (c) => c.notNull())
        .execute();
      await db.schema.createIndex('uploads_user_id').on('uploads').column('user_id').execute();
    },
  };
}

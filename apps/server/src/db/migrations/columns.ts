import { sql, type Kysely } from 'kysely';
import type { SqlDialect } from '../sqlDialect';

/**
 * The column types that differ between the two databases, written once for every migration:
 * timestamps (timestamptz on PostgreSQL, ISO text on SQLite), booleans (0/1 on SQLite), and a
 * table's identity key.
 */
export function columnTypes(dialect: SqlDialect) {
  const pg = dialect === 'postgres';
  return {
    timestamp: pg ? sql`timestamptz` : sql`text`,
    bool: pg ? sql`boolean` : sql`integer`,
    /** `create table name` with an auto-numbered `id` primary key. */
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    tableWithId: (db: Kysely<any>, name: string) =>
      pg
        ? db.schema.createTable(name).addColumn('id', 'serial', (c) => c.primaryKey())
        : db.schema
            .createTable(name)
            .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement()),
  };
}

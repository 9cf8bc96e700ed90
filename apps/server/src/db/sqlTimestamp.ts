import { sql, type RawBuilder } from 'kysely';
import type { SqlDialect } from './sqlDialect';

/**
 * A timestamp parameter as each database compares it: ISO text on SQLite (compared as text: every
 * writer uses toISOString), cast to timestamptz on PostgreSQL, which would otherwise type a bare
 * parameter in a select list or raw SQL as text (and a comparison would miss the index).
 */
export function sqlTimestamp(dialect: SqlDialect, iso: string): RawBuilder<string> {
  return dialect === 'postgres' ? sql<string>`cast(${iso} as timestamptz)` : sql<string>`${iso}`;
}

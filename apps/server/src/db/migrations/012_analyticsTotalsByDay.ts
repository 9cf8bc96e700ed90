import type { Kysely, Migration } from 'kysely';
import type { SqlDialect } from '../sqlDialect';
import { createTotals } from './011_analyticsTotals';

/**
 * Daily totals beside the hourly ones (same tables and triggers, per UTC day). A year and the year
 * before from hours were still ~17,500 contact rows and as many campaign-hour rows: 48 ms a
 * summary on SQLite at a million rows (loaded machine). Windows now read whole UTC days from
 * these, the hours at their ends from the hourly totals, and only part-hours from raw rows.
 */
export function analyticsDaysMigration(dialect: SqlDialect): Migration {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  return { up: (db: Kysely<any>) => createTotals(db, dialect, 'day') };
}

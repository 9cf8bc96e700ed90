import type { ColumnType } from 'kysely';

/**
 * Timestamps are ISO strings in SQLite and timestamptz in PostgreSQL (returned as Date by pg);
 * rows go through `toIso` before they leave a repository.
 */
export type Timestamp = ColumnType<Date | string, string, string>;
/** A timestamp that may be null (and may be left out of an insert). */
export type NullableTimestamp = ColumnType<
  Date | string | null,
  string | null | undefined,
  string | null
>;
/** Booleans are bound as 0/1: SQLite cannot bind booleans and PostgreSQL casts '1'/'0' to boolean. */
export type Bool = ColumnType<boolean | number, number, number>;

/** Timestamps come back as Date (pg) or ISO text (SQLite); the API always speaks ISO strings. */
export function toIso(value: Date | string): string {
  if (value instanceof Date) return value.toISOString();
  // What this server writes is already canonical; skip the Date round trip on large lists.
  return ISO_UTC.test(value) ? value : new Date(value).toISOString();
}

/** `toIso` for a column that may be null. */
export const toIsoOrNull = (value: Date | string | null): string | null =>
  value === null ? null : toIso(value);

const ISO_UTC = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/;

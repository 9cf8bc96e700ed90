import { UNSENDABLE_CONTACT_STATUSES } from '@crm/api-client';
import { OWNER } from '../../db/scope';
import type { SqlDialect } from '../../db/sqlDialect';
import { isSuppressedSql } from '../../suppressions/suppressionsRepository';

/**
 * The counts of one stored import, defined once for both store paths (SQLite's store worker and the
 * Kysely path PostgreSQL takes) and documented for clients on the contract's ImportResultSchema.
 * Every valid row is exactly one of imported, failed or duplicate.
 */
export interface StoreCounts {
  /** Contacts created: the first row of each email the user did not have yet. */
  importedCount: number;
  /**
   * Emails of the file the user already had: the existing contact is not changed. Counted once per
   * email, however often the file repeats it (the repeats are duplicates).
   */
  failedCount: number;
  /** Valid rows repeating an email seen earlier in the same file. */
  duplicateCount: number;
  /**
   * Contacts created whose address is on the suppression list: they arrive `unsubscribed`
   * whatever the file says (issue 28 §3).
   */
  suppressedCount: number;
}

/**
 * Both store paths stage every valid row first, then copy the staged rows into `contacts` in file
 * order with `ON CONFLICT (user_id, email) DO NOTHING`, so the first row of an email wins and an
 * existing contact is never changed. The counts then follow from three numbers: staged rows, the
 * distinct emails among them, and the rows the copy inserted.
 */
export function importCounts(
  staged: number,
  distinctEmails: number,
  inserted: number,
  suppressed: number,
): StoreCounts {
  return {
    importedCount: inserted,
    failedCount: distinctEmails - inserted,
    duplicateCount: staged - distinctEmails,
    suppressedCount: suppressed,
  };
}

/** The staged columns, in ContactTuple order. */
export const STAGED_FIELDS =
  'first_name, last_name, email, phone, company, position, status, tags, lead_source, custom_fields';

/**
 * Copies the staged rows into `contacts` in file order (`orderBy`), created by `import` of the file
 * named by the last parameter. Parameters: the user id, the creation time, with `range` the first
 * and the end (excluded) of a slice of `orderBy` values, then the file's name.
 * `where true` keeps SQLite from reading ON CONFLICT as part of the SELECT.
 */
export function copyStagedSql(
  table: string,
  orderBy: string,
  placeholder: (n: number) => string,
  range = false,
): string {
  const where = range
    ? `${orderBy} >= ${placeholder(3)} and ${orderBy} < ${placeholder(4)}`
    : 'true';
  return (
    `insert into contacts (${OWNER}, ${STAGED_FIELDS}, created_at, created_via, created_via_name) ` +
    `select ${placeholder(1)}, ${STAGED_FIELDS}, ${placeholder(2)}, 'import', ${placeholder(range ? 5 : 3)} ` +
    `from ${table} where ${where} order by ${orderBy} ` +
    'on conflict (user_id, email) do nothing'
  );
}

/** Staged rows and distinct emails among them, as `staged` and `emails`. */
export const countStagedSql = (table: string): string =>
  `select count(*) as staged, count(distinct email) as emails from ${table}`;

/** The owner's contacts (parameter: the user id), counted before the copy when a limit applies. */
export const COUNT_OWNED_SQL = (placeholder: string): string =>
  `select count(*) as count from contacts where ${OWNER} = ${placeholder}`;

/**
 * After the copy, in its transaction: the contacts it created (owner and creation time, parameters
 * 1 and 2) whose address is suppressed become `unsubscribed`, unless already out of the mailing.
 * One statement: a lookup per created row on the list's key, nothing when the list is empty.
 */
export function suppressCopiedSql(dialect: SqlDialect, placeholder: (n: number) => string): string {
  const unsendable = UNSENDABLE_CONTACT_STATUSES.map((s) => `'${s}'`).join(', ');
  return (
    `update contacts set status = 'unsubscribed' where ${OWNER} = ${placeholder(1)} ` +
    `and created_at = ${placeholder(2)} and status not in (${unsendable}) ` +
    `and ${isSuppressedSql(dialect, `contacts.${OWNER}`, 'contacts.email')}`
  );
}

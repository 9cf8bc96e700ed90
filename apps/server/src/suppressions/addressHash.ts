import { createHash } from 'node:crypto';
import type { SqlDialect } from '../db/sqlDialect';

/** The key of an address on the suppression list: SHA-256 (hex) of it trimmed and lower-cased. */
export function addressHash(email: string): string {
  return createHash('sha256').update(email.trim().toLowerCase()).digest('hex');
}

/**
 * SQLite's name for `addressHash` in SQL: registered on every connection that opens the file
 * (`registerAddressHash`), as SQLite has no SHA-256 of its own.
 */
export const SQLITE_ADDRESS_HASH = 'crm_address_hash';

/** Gives a better-sqlite3 connection `crm_address_hash(email)`, the same function as `addressHash`. */
export function registerAddressHash(connection: {
  function(
    name: string,
    options: { deterministic: boolean },
    fn: (email: string) => string,
  ): unknown;
}): void {
  connection.function(SQLITE_ADDRESS_HASH, { deterministic: true }, (email) =>
    addressHash(String(email)),
  );
}

/**
 * `addressHash` of a column in SQL, so a set-based statement (an import's copy, a send's queue)
 * can match addresses against the list: PostgreSQL's own sha256, SQLite's registered function.
 */
export function addressHashSql(dialect: SqlDialect, column: string): string {
  return dialect === 'postgres'
    ? `encode(sha256(convert_to(lower(btrim(${column})), 'UTF8')), 'hex')`
    : `${SQLITE_ADDRESS_HASH}(${column})`;
}

// How the two databases' drivers report the failures the server answers differently: better-sqlite3
// sets `code` to SQLITE_* names, node-postgres to SQLSTATE codes.

const codeOf = (error: unknown): string => {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' ? code : '';
};

/** A unique-constraint failure from either database (SQLite or PostgreSQL 23505). */
export function isUniqueViolation(error: unknown): boolean {
  const code = codeOf(error);
  return (
    code === 'SQLITE_CONSTRAINT_UNIQUE' ||
    code === 'SQLITE_CONSTRAINT_PRIMARYKEY' ||
    code === '23505'
  );
}

/** SQLite's "database is locked" in any of its forms (SQLITE_BUSY, SQLITE_BUSY_SNAPSHOT, ...). */
export function isSqliteBusy(error: unknown): boolean {
  return codeOf(error).startsWith('SQLITE_BUSY');
}

/** SQLITE_BUSY_SNAPSHOT means a transaction read stale data: only a fresh transaction helps. */
export function isRetryableSqliteBusy(error: unknown): boolean {
  return isSqliteBusy(error) && codeOf(error) !== 'SQLITE_BUSY_SNAPSHOT';
}

/** SQLite "database is locked" and PostgreSQL lock/statement timeouts and exhausted pools. */
export function isDatabaseBusy(error: unknown): boolean {
  const code = codeOf(error);
  if (isSqliteBusy(error) || code === 'SQLITE_LOCKED') return true;
  // 55P03 lock_not_available, 57014 query_canceled (statement_timeout), 53300 too_many_connections
  if (code === '55P03' || code === '57014' || code === '53300') return true;
  const message = (error as { message?: unknown } | null)?.message;
  return typeof message === 'string' && /timeout exceeded when trying to connect/i.test(message);
}

import { describe, expect, it } from 'vitest';
import {
  isDatabaseBusy,
  isRetryableSqliteBusy,
  isSqliteBusy,
  isUniqueViolation,
} from './databaseErrors';

const withCode = (code: string) => Object.assign(new Error(code), { code });

describe('database errors', () => {
  it('knows a unique violation on both databases, and nothing else', () => {
    expect(isUniqueViolation(withCode('SQLITE_CONSTRAINT_UNIQUE'))).toBe(true);
    expect(isUniqueViolation(withCode('SQLITE_CONSTRAINT_PRIMARYKEY'))).toBe(true);
    expect(isUniqueViolation(withCode('23505'))).toBe(true);
    expect(isUniqueViolation(withCode('SQLITE_CONSTRAINT_FOREIGNKEY'))).toBe(false);
    expect(isUniqueViolation(withCode('23503'))).toBe(false);
    expect(isUniqueViolation(null)).toBe(false);
  });

  it('counts locks, timeouts and an exhausted pool as busy (answered 503)', () => {
    for (const code of [
      'SQLITE_BUSY',
      'SQLITE_BUSY_SNAPSHOT',
      'SQLITE_LOCKED',
      '55P03',
      '57014',
      '53300',
    ]) {
      expect(isDatabaseBusy(withCode(code)), code).toBe(true);
    }
    expect(isDatabaseBusy(new Error('timeout exceeded when trying to connect'))).toBe(true);
    expect(isDatabaseBusy(withCode('23505'))).toBe(false);
    expect(isDatabaseBusy(new Error('syntax error'))).toBe(false);
  });

  it('retries SQLite busy errors except a stale snapshot, which needs a fresh transaction', () => {
    expect(isSqliteBusy(withCode('SQLITE_BUSY_SNAPSHOT'))).toBe(true);
    expect(isRetryableSqliteBusy(withCode('SQLITE_BUSY'))).toBe(true);
    expect(isRetryableSqliteBusy(withCode('SQLITE_BUSY_RECOVERY'))).toBe(true);
    expect(isRetryableSqliteBusy(withCode('SQLITE_BUSY_SNAPSHOT'))).toBe(false);
    expect(isRetryableSqliteBusy(withCode('SQLITE_LOCKED'))).toBe(false);
  });
});

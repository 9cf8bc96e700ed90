import type { Kysely } from 'kysely';
import type { Database } from './schema';
import type { SqlDialect } from './sqlDialect';

/**
 * What every repository is made with: the database (or a transaction of it, which a repository
 * cannot tell apart) and which SQL it speaks. Repositories take it first, then their scope:
 * `contactsRepository(db, scope)`, `authRepository(db)` for tables no one owner holds.
 */
export interface Db {
  db: Kysely<Database>;
  dialect: SqlDialect;
  /**
   * Inside `inTransaction`: runs `effect` once the transaction has committed (never if it rolls
   * back), e.g. waking the workers for a job it enqueued. Outside a transaction it is absent and
   * effects run at once.
   */
  afterCommit?: (effect: () => void) => void;
}

/** Runs `effect` when `db`'s writes are visible to others: now, or after its transaction commits. */
export function whenCommitted(db: Db, effect: () => void): void {
  if (db.afterCommit) db.afterCommit(effect);
  else effect();
}

/**
 * Runs `work` in one transaction, handing it a `Db` of the transaction: how a route or an engine
 * makes several areas' repositories write all or nothing (`authRepository(trx)` and
 * `billingRepository(trx, scope)` when an account is created).
 */
export async function inTransaction<T>(db: Db, work: (trx: Db) => Promise<T>): Promise<T> {
  // Nested: the outer transaction is the one that commits.
  if (db.afterCommit) return work(db);
  const effects: (() => void)[] = [];
  const result = await db.db
    .transaction()
    .execute((trx) =>
      work({ db: trx, dialect: db.dialect, afterCommit: (effect) => effects.push(effect) }),
    );
  for (const effect of effects) effect();
  return result;
}

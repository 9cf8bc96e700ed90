import type { Db } from '../db/Db';
import { OWNER, ownedBy, type Scope } from '../db/scope';
import { sqlTimestamp } from '../db/sqlTimestamp';
import { HttpError } from '../http/HttpError';

/** The actions an account may take only so often, each counted in `usage_events`. */
export type UsageKind = 'test-send' | 'test-address' | 'compose' | 'upload';

export interface UsageLimit {
  kind: UsageKind;
  /** At most this many in any window of `windowMs`. */
  max: number;
  windowMs: number;
  /** Said in the 429, e.g. "You can send 20 tests an hour". */
  message: string;
}

/**
 * Per-account usage limits that hold across server processes (the events live in the database).
 * `take` records one use first and then counts the window up to it: two requests racing at the
 * limit cannot both pass, and a refused use is removed again so it does not count.
 */
export function usageRepository(database: Db, scope: Scope) {
  const { db, dialect } = database;
  const at = (date: Date) => sqlTimestamp(dialect, date.toISOString());
  const owned = (kind: UsageKind) =>
    db.selectFrom('usage_events').where(OWNER, '=', scope.ownerId).where('kind', '=', kind);

  return {
    /** Records one use, or throws 429 with `Retry-After` when the window is full. */
    async take(limit: UsageLimit, now = new Date()): Promise<void> {
      const since = new Date(now.getTime() - limit.windowMs);
      const inserted = await db
        .insertInto('usage_events')
        .values({ ...ownedBy(scope), kind: limit.kind, created_at: now.toISOString() })
        .returning('id')
        .executeTakeFirstOrThrow();
      const earlier = await owned(limit.kind)
        .where('created_at', '>', at(since))
        .where('id', '<=', inserted.id)
        .select((eb) => [eb.fn.countAll<number>().as('n'), eb.fn.min('created_at').as('oldest')])
        .executeTakeFirstOrThrow();
      if (Number(earlier.n) <= limit.max) return;
      await db.deleteFrom('usage_events').where('id', '=', inserted.id).execute();
      const oldest = earlier.oldest ? new Date(earlier.oldest as string | Date) : now;
      const waitMs = Math.max(1000, oldest.getTime() + limit.windowMs - now.getTime());
      throw new HttpError(429, `${limit.message}. Try again in ${minutes(waitMs)}.`, {
        headers: { 'Retry-After': String(Math.ceil(waitMs / 1000)) },
      });
    },

    /** Uses in the window ending now. */
    async count(kind: UsageKind, windowMs: number, now = new Date()): Promise<number> {
      const row = await owned(kind)
        .where('created_at', '>', at(new Date(now.getTime() - windowMs)))
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow();
      return Number(row.n);
    },
  };
}

const minutes = (ms: number) => {
  const m = Math.ceil(ms / 60_000);
  return m === 1 ? '1 minute' : `${m} minutes`;
};

/** Every window is at most a day: older events count for nothing. Not scoped (the purge job's). */
export function usagePurgeRepository(database: Db) {
  const { db, dialect } = database;
  return {
    async purgeBefore(before: Date): Promise<number> {
      const done = await db
        .deleteFrom('usage_events')
        .where('created_at', '<', sqlTimestamp(dialect, before.toISOString()))
        .executeTakeFirst();
      return Number(done.numDeletedRows);
    },
  };
}

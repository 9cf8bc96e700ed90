import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { toIso } from '../db/schema';

export interface ThrottleSettings {
  maxFailures: number;
  windowMs: number;
}

/**
 * Failed logins per username + client address, kept in the database so every server process behind
 * a load balancer sees the same count.
 */
export function loginThrottle(db: Kysely<Database>, settings: ThrottleSettings) {
  const windowStart = () => new Date(Date.now() - settings.windowMs).toISOString();
  return {
    /** Milliseconds until the next attempt is allowed, or 0 when it is allowed now. */
    async retryAfterMs(key: string): Promise<number> {
      const failures = await db
        .selectFrom('login_failures')
        .select('failed_at')
        .where('throttle_key', '=', key)
        .where('failed_at', '>', windowStart())
        .orderBy('failed_at', 'desc')
        .limit(settings.maxFailures)
        .execute();
      if (failures.length < settings.maxFailures) return 0;
      // The window reopens when the oldest of the last maxFailures failures leaves it.
      const oldest = failures[failures.length - 1]!;
      return Math.max(
        1000,
        new Date(toIso(oldest.failed_at)).getTime() + settings.windowMs - Date.now(),
      );
    },
    async recordFailure(key: string): Promise<void> {
      // Failures outside the window no longer count for anyone.
      await db.deleteFrom('login_failures').where('failed_at', '<=', windowStart()).execute();
      await db
        .insertInto('login_failures')
        .values({ throttle_key: key, failed_at: new Date().toISOString() })
        .execute();
    },
    async reset(key: string): Promise<void> {
      await db.deleteFrom('login_failures').where('throttle_key', '=', key).execute();
    },
  };
}

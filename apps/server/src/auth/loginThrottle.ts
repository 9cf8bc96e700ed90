import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { toIso } from '../db/schema';
import { HttpError } from '../http/HttpError';

export interface ThrottleSettings {
  maxFailures: number;
  windowMs: number;
}

/** A claimed attempt: call `succeeded` when the password was right, which forgets the failures. */
export interface ThrottleAttempt {
  succeeded(): Promise<void>;
}

/**
 * Failed password checks per key (username + client address for logins, the user for password
 * changes), kept in the database so every server process behind a load balancer sees the same count.
 *
 * An attempt is recorded as a failure before the password is checked and only then counted, so
 * parallel requests cannot all pass a check made before any of them recorded anything: each one
 * sees at least its own row and every row committed before it. At most `maxFailures` password
 * checks run per window for a key, on SQLite and PostgreSQL alike.
 */
export function loginThrottle(db: Kysely<Database>, settings: ThrottleSettings) {
  const windowStart = () => new Date(Date.now() - settings.windowMs).toISOString();
  return {
    /**
     * Claims an attempt for `key`, or throws 429 (`what` names it in the message, e.g. 'login')
     * when the window already holds `maxFailures` failures.
     */
    async begin(key: string, what: string): Promise<ThrottleAttempt> {
      // Failures outside the window no longer count for anyone.
      await db.deleteFrom('login_failures').where('failed_at', '<=', windowStart()).execute();
      const { id } = await db
        .insertInto('login_failures')
        .values({ throttle_key: key, failed_at: new Date().toISOString() })
        .returning('id')
        .executeTakeFirstOrThrow();
      const earlier = await db
        .selectFrom('login_failures')
        .select('failed_at')
        .where('throttle_key', '=', key)
        .where('failed_at', '>', windowStart())
        .where('id', '!=', id)
        .orderBy('failed_at', 'desc')
        .limit(settings.maxFailures)
        .execute();
      if (earlier.length >= settings.maxFailures) {
        // A refused attempt checks no password, so it is not a failure and does not extend the wait.
        await db.deleteFrom('login_failures').where('id', '=', id).execute();
        // The window reopens when the oldest of the last maxFailures failures leaves it.
        const oldest = earlier[earlier.length - 1]!;
        const waitMs = Math.max(
          1000,
          new Date(toIso(oldest.failed_at)).getTime() + settings.windowMs - Date.now(),
        );
        throw tooManyAttempts(what, waitMs);
      }
      return {
        async succeeded() {
          await db.deleteFrom('login_failures').where('throttle_key', '=', key).execute();
        },
      };
    },
  };
}

function tooManyAttempts(what: string, waitMs: number): HttpError {
  const minutes = Math.ceil(waitMs / 60_000);
  return new HttpError(
    429,
    `Too many failed ${what} attempts. Try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
    { headers: { 'Retry-After': String(Math.ceil(waitMs / 1000)) } },
  );
}

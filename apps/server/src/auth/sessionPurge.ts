import type { Kysely } from 'kysely';
import type { ServerConfig } from '../config';
import type { Database } from '../db/schema';
import { loginThrottle } from './loginThrottle';
import { deleteExpiredSessions } from './sessionTokens';

/** Deletes ended sessions and login failures no throttle window still counts. */
export async function purgeExpiredAuthRows(db: Kysely<Database>, config: ServerConfig) {
  const t = config.loginThrottle;
  await deleteExpiredSessions(db, config.sessionIdleMs);
  await loginThrottle(db).purge(
    Math.max(t.windowMs, t.account.windowMs, t.address.windowMs, 60_000),
  );
}

/**
 * Runs the purge every `purgeIntervalMs` inside the server process: no cron to set up. The timer
 * is unref'd so it never keeps a stopping process alive; a failed run is logged and retried next time.
 */
export function startAuthPurge(db: Kysely<Database>, config: ServerConfig): { stop(): void } {
  const timer = setInterval(() => {
    purgeExpiredAuthRows(db, config).catch((error: unknown) =>
      console.error('Purging expired sessions failed', error),
    );
  }, config.purgeIntervalMs);
  timer.unref();
  return { stop: () => clearInterval(timer) };
}

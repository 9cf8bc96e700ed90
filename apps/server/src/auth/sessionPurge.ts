import type { ServerConfig } from '../config';
import type { Db } from '../db/Db';
import { loginThrottle } from './loginThrottle';
import { deleteExpiredSessions } from './sessionTokens';

/** Deletes ended sessions and login failures no throttle window still counts. */
export async function purgeExpiredAuthRows(db: Db, config: ServerConfig) {
  const t = config.loginThrottle;
  await deleteExpiredSessions(db, config.sessionIdleMs);
  await loginThrottle(db).purge(
    Math.max(t.windowMs, t.account.windowMs, t.address.windowMs, 60_000),
  );
}

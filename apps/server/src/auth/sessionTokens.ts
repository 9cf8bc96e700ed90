import { createHash, randomBytes } from 'node:crypto';
import { toIso } from '../db/columnTypes';
import type { Db } from '../db/Db';
import { authRepository } from './authRepository';

/** 256 random bits, URL-safe: well above ASVS's 128-bit floor. */
export function newSessionToken(): string {
  return randomBytes(32).toString('base64url');
}

/** Only this digest is stored, so a leaked sessions table cannot be replayed. */
export function hashSessionToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** How long sessions last: `ttlMs` from creation at most, `idleMs` after their last use. */
export interface SessionPolicy {
  ttlMs: number;
  idleMs: number;
  /** Live sessions per user; creating one removes the oldest beyond it. */
  maxPerUser: number;
}

/** The last-use time is written at most this often per session, not on every request. */
export const LAST_USED_RESOLUTION_MS = 60_000;

export async function createSession(
  db: Db,
  userId: number,
  policy: SessionPolicy,
): Promise<string> {
  const sessions = authRepository(db).sessions;
  const token = newSessionToken();
  const now = new Date();
  await sessions.create({
    userId,
    tokenHash: hashSessionToken(token),
    createdAt: now.toISOString(),
    expiresAt: new Date(now.getTime() + policy.ttlMs).toISOString(),
  });
  // Each login adds a session: keep the newest few, so a script logging in forever cannot fill the table.
  await sessions.keepNewest(userId, policy.maxPerUser);
  return token;
}

/** The sessions repository per database: every signed-in request looks its session up. */
const sessionRepositories = new WeakMap<Db['db'], ReturnType<typeof authRepository>['sessions']>();

/**
 * The live session a token names, or undefined when unknown, revoked, past its absolute expiry or
 * idle for longer than `idleMs`. Records the use when the stored one is over a minute old.
 */
export async function findSession(db: Db, token: string, idleMs: number) {
  let sessions = sessionRepositories.get(db.db);
  if (!sessions) sessionRepositories.set(db.db, (sessions = authRepository(db).sessions));
  const now = Date.now();
  const session = await sessions.lookup(hashSessionToken(token), new Date(now).toISOString());
  if (!session) return undefined;
  const lastUsed = new Date(toIso(session.last_used_at ?? session.created_at)).getTime();
  if (lastUsed <= now - idleMs) return undefined;
  if (lastUsed <= now - LAST_USED_RESOLUTION_MS) {
    await sessions.touch(session.id, new Date(now).toISOString());
  }
  return session;
}

export async function revokeSession(db: Db, token: string): Promise<number | undefined> {
  return authRepository(db).sessions.revokeByHash(hashSessionToken(token));
}

/** Purges every session past its absolute expiry or idle for longer than `idleMs`. */
export async function deleteExpiredSessions(db: Db, idleMs: number): Promise<void> {
  const now = Date.now();
  await authRepository(db).sessions.deleteEnded(
    new Date(now).toISOString(),
    new Date(now - idleMs).toISOString(),
  );
}

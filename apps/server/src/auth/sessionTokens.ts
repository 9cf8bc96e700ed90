import { createHash, randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';

/** 256 random bits, URL-safe: well above ASVS's 128-bit floor. */
export function newSessionToken(): string {
  return randomBytes(32).toString('base64url');
}

/** Only this digest is stored, so a leaked sessions table cannot be replayed. */
export function hashSessionToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export async function createSession(
  db: Kysely<Database>,
  userId: number,
  ttlMs: number,
): Promise<string> {
  const token = newSessionToken();
  const now = new Date();
  await db
    .insertInto('sessions')
    .values({
      user_id: userId,
      token_hash: hashSessionToken(token),
      created_at: now.toISOString(),
      expires_at: new Date(now.getTime() + ttlMs).toISOString(),
    })
    .execute();
  return token;
}

/** The live session a token names, or undefined when unknown, revoked or expired. */
export async function findSession(db: Kysely<Database>, token: string) {
  return db
    .selectFrom('sessions')
    .innerJoin('users', 'users.id', 'sessions.user_id')
    .select(['sessions.id', 'sessions.user_id', 'users.requires_password_change'])
    .where('sessions.token_hash', '=', hashSessionToken(token))
    .where('sessions.expires_at', '>', new Date().toISOString())
    .executeTakeFirst();
}

export async function revokeSession(db: Kysely<Database>, token: string): Promise<void> {
  await db.deleteFrom('sessions').where('token_hash', '=', hashSessionToken(token)).execute();
}

/** Ends every session of a user except `keepSessionId` (after a password change). */
export async function revokeOtherSessions(
  db: Kysely<Database>,
  userId: number,
  keepSessionId: number,
): Promise<void> {
  await db
    .deleteFrom('sessions')
    .where('user_id', '=', userId)
    .where('id', '!=', keepSessionId)
    .execute();
}

/** Purges every expired session (run on login, so the table does not grow without bound). */
export async function deleteExpiredSessions(db: Kysely<Database>): Promise<void> {
  await db.deleteFrom('sessions').where('expires_at', '<=', new Date().toISOString()).execute();
}

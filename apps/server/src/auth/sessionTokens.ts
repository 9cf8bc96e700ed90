import { createHash, randomBytes } from 'node:crypto';
import type { CompiledQuery, Kysely } from 'kysely';
import { toIso, type Database } from '../db/schema';

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
  db: Kysely<Database>,
  userId: number,
  policy: SessionPolicy,
): Promise<string> {
  const token = newSessionToken();
  const now = new Date();
  const iso = now.toISOString();
  await db
    .insertInto('sessions')
    .values({
      user_id: userId,
      token_hash: hashSessionToken(token),
      created_at: iso,
      last_used_at: iso,
      expires_at: new Date(now.getTime() + policy.ttlMs).toISOString(),
    })
    .execute();
  // Each login adds a session: keep the newest few, so a script logging in forever cannot fill the table.
  await db
    .deleteFrom('sessions')
    .where('user_id', '=', userId)
    .where('id', 'not in', (eb) =>
      eb
        .selectFrom('sessions')
        .select('id')
        .where('user_id', '=', userId)
        .orderBy('created_at', 'desc')
        .orderBy('id', 'desc')
        .limit(policy.maxPerUser),
    )
    .execute();
  return token;
}

const sessionQuery = (db: Kysely<Database>, tokenHash: string, nowIso: string) =>
  db
    .selectFrom('sessions')
    .innerJoin('users', 'users.id', 'sessions.user_id')
    .select([
      'sessions.id',
      'sessions.user_id',
      'sessions.last_used_at',
      'sessions.created_at',
      'users.requires_password_change',
    ])
    .where('sessions.token_hash', '=', tokenHash)
    .where('sessions.expires_at', '>', nowIso);

type SessionRow = Awaited<ReturnType<ReturnType<typeof sessionQuery>['executeTakeFirst']>>;

/** The session query compiled once per database, with where its two values go. */
const compiledSessionQueries = new WeakMap<
  Kysely<Database>,
  { query: CompiledQuery; hashAt: number; nowAt: number }
>();

/**
 * Every signed-in request runs this query: building and compiling it again each time was a third
 * of the session check's CPU. It is compiled once, with marker values to find its parameters'
 * places, and run with each request's values.
 */
function sessionLookup(db: Kysely<Database>, tokenHash: string, nowIso: string) {
  let compiled = compiledSessionQueries.get(db);
  if (!compiled) {
    const query = sessionQuery(db, '\u0000hash', '\u0000now').compile();
    compiled = {
      query,
      hashAt: query.parameters.indexOf('\u0000hash'),
      nowAt: query.parameters.indexOf('\u0000now'),
    };
    if (compiled.hashAt < 0 || compiled.nowAt < 0) throw new Error('Session query lost a value');
    compiledSessionQueries.set(db, compiled);
  }
  const parameters = [...compiled.query.parameters];
  parameters[compiled.hashAt] = tokenHash;
  parameters[compiled.nowAt] = nowIso;
  return db.executeQuery<NonNullable<SessionRow>>({ ...compiled.query, parameters });
}

/**
 * The live session a token names, or undefined when unknown, revoked, past its absolute expiry or
 * idle for longer than `idleMs`. Records the use when the stored one is over a minute old.
 */
export async function findSession(db: Kysely<Database>, token: string, idleMs: number) {
  const now = Date.now();
  const { rows } = await sessionLookup(db, hashSessionToken(token), new Date(now).toISOString());
  const session = rows[0];
  if (!session) return undefined;
  const lastUsed = new Date(toIso(session.last_used_at ?? session.created_at)).getTime();
  if (lastUsed <= now - idleMs) return undefined;
  if (lastUsed <= now - LAST_USED_RESOLUTION_MS) {
    await db
      .updateTable('sessions')
      .set({ last_used_at: new Date(now).toISOString() })
      .where('id', '=', session.id)
      .execute();
  }
  return session;
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

/** Purges every session past its absolute expiry or idle for longer than `idleMs`. */
export async function deleteExpiredSessions(db: Kysely<Database>, idleMs: number): Promise<void> {
  const now = Date.now();
  const idleSince = new Date(now - idleMs).toISOString();
  await db
    .deleteFrom('sessions')
    .where((eb) =>
      eb.or([
        eb('expires_at', '<=', new Date(now).toISOString()),
        eb(eb.fn.coalesce('last_used_at', 'created_at'), '<=', idleSince),
      ]),
    )
    .execute();
}

import { TIER_OF_PLAN, type PlanId, type User } from '@crm/api-client';
import {
  sql,
  type CompiledQuery,
  type ExpressionBuilder,
  type Kysely,
  type Selectable,
} from 'kysely';
import { toIso } from '../db/columnTypes';
import type { Db } from '../db/Db';
import type { Database } from '../db/schema';
import type { UsersTable } from './authTable';

/**
 * The user as the API shows it: never the hash or internal flags. The tier comes from the plan
 * the billing area stores (its one source), not from the users row's legacy column.
 */
export function toUser(row: Selectable<UsersTable>, plan: PlanId): User {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    username: row.username,
    subscriptionTier: TIER_OF_PLAN[plan],
    createdAt: toIso(row.created_at),
  };
}

/**
 * The row whose username equals `name` ignoring case. The database folds the stored name as its
 * unique index on lower(username) does (migration 003); on SQLite that folds ASCII letters only,
 * so the name is compared both as typed and lower-cased by JS: 'Émile' and 'FULĹWIDE' both find
 * their accounts.
 */
const sameUsername = (eb: ExpressionBuilder<Database, 'users'>, name: string) => {
  const stored = eb.fn<string>('lower', ['username']);
  return eb.or([
    eb(stored, '=', eb.fn<string>('lower', [eb.val(name)])),
    eb(stored, '=', eb.fn<string>('lower', [eb.val(name.toLowerCase())])),
  ]);
};

export interface NewUser {
  username: string;
  email: string;
  name: string;
  passwordHash: string;
  createdAt: string;
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

export type SessionRow = NonNullable<
  Awaited<ReturnType<ReturnType<typeof sessionQuery>['executeTakeFirst']>>
>;

/** The session query compiled once per database, with where its two values go. */
const compiledSessionQueries = new WeakMap<
  Kysely<Database>,
  { query: CompiledQuery; hashAt: number; nowAt: number }
>();

/**
 * The accounts, their sessions and the failed sign-in counters. None of it belongs to an owner's
 * scope: these rows say who someone is, before any scope exists.
 */
export function authRepository({ db, dialect }: Db) {
  return {
    users: {
      async find(id: number) {
        return db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();
      },
      /** By email when `login` holds an '@' (usernames cannot), otherwise by username. */
      async findByLogin(login: string) {
        const lower = login.toLowerCase();
        return db
          .selectFrom('users')
          .selectAll()
          .where((eb) => (lower.includes('@') ? eb('email', '=', lower) : sameUsername(eb, login)))
          .executeTakeFirst();
      },
      /** Which of the two a registration would clash with: the username (ignoring case), the email. */
      async clashes(username: string, email: string) {
        const rows = await db
          .selectFrom('users')
          .select((eb) => [sameUsername(eb, username).as('nameTaken')])
          .where((eb) => eb.or([sameUsername(eb, username), eb('email', '=', email)]))
          .execute();
        return {
          username: rows.some((r) => Boolean(r.nameTaken)),
          email: rows.some((r) => !r.nameTaken),
        };
      },
      async usernameTaken(username: string): Promise<boolean> {
        const row = await db
          .selectFrom('users')
          .select('id')
          .where((eb) => sameUsername(eb, username))
          .executeTakeFirst();
        return row !== undefined;
      },
      async create(user: NewUser) {
        return db
          .insertInto('users')
          .values({
            username: user.username,
            email: user.email,
            name: user.name,
            password_hash: user.passwordHash,
            subscription_tier: 'free',
            requires_password_change: 0,
            created_at: user.createdAt,
          })
          .returningAll()
          .executeTakeFirstOrThrow();
      },
      async emailTaken(email: string): Promise<boolean> {
        const row = await db
          .selectFrom('users')
          .select('id')
          .where('email', '=', email.toLowerCase())
          .executeTakeFirst();
        return row !== undefined;
      },
      async setName(id: number, name: string): Promise<void> {
        await db.updateTable('users').set({ name }).where('id', '=', id).execute();
      },
      /** A confirmed new email (unique: a clash throws the database's unique violation). */
      async setEmail(id: number, email: string): Promise<void> {
        await db.updateTable('users').set({ email }).where('id', '=', id).execute();
      },
      /** A password the user chose: no change required, nothing expires. */
      async setPassword(id: number, passwordHash: string): Promise<void> {
        await db
          .updateTable('users')
          .set({
            password_hash: passwordHash,
            requires_password_change: 0,
            temporary_password_expires_at: null,
          })
          .where('id', '=', id)
          .execute();
      },
    },

    sessions: {
      async create(row: {
        userId: number;
        tokenHash: string;
        createdAt: string;
        expiresAt: string;
      }): Promise<void> {
        await db
          .insertInto('sessions')
          .values({
            user_id: row.userId,
            token_hash: row.tokenHash,
            created_at: row.createdAt,
            last_used_at: row.createdAt,
            expires_at: row.expiresAt,
          })
          .execute();
      },
      /** Keeps a user's `keep` newest sessions and deletes the rest. */
      async keepNewest(userId: number, keep: number): Promise<void> {
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
              .limit(keep),
          )
          .execute();
      },
      /**
       * The unexpired session of a token hash, with its user's password flag. Every signed-in
       * request runs this query: building and compiling it again each time was a third of the
       * session check's CPU. It is compiled once, with marker values to find its parameters'
       * places, and run with each request's values.
       */
      async lookup(tokenHash: string, nowIso: string): Promise<SessionRow | undefined> {
        let compiled = compiledSessionQueries.get(db);
        if (!compiled) {
          const query = sessionQuery(db, '\u0000hash', '\u0000now').compile();
          compiled = {
            query,
            hashAt: query.parameters.indexOf('\u0000hash'),
            nowAt: query.parameters.indexOf('\u0000now'),
          };
          if (compiled.hashAt < 0 || compiled.nowAt < 0)
            throw new Error('Session query lost a value');
          compiledSessionQueries.set(db, compiled);
        }
        const parameters = [...compiled.query.parameters];
        parameters[compiled.hashAt] = tokenHash;
        parameters[compiled.nowAt] = nowIso;
        const { rows } = await db.executeQuery<SessionRow>({ ...compiled.query, parameters });
        return rows[0];
      },
      async touch(id: number, lastUsedAt: string): Promise<void> {
        await db
          .updateTable('sessions')
          .set({ last_used_at: lastUsedAt })
          .where('id', '=', id)
          .execute();
      },
      /** Ends one session; answers whose it was (undefined when it had already ended). */
      async revokeByHash(tokenHash: string): Promise<number | undefined> {
        const row = await db
          .deleteFrom('sessions')
          .where('token_hash', '=', tokenHash)
          .returning('user_id')
          .executeTakeFirst();
        return row?.user_id;
      },
      /** Ends every session of a user except `keepSessionId` (after a password change). */
      async revokeOthers(userId: number, keepSessionId: number): Promise<void> {
        await db
          .deleteFrom('sessions')
          .where('user_id', '=', userId)
          .where('id', '!=', keepSessionId)
          .execute();
      },
      /** Ends every session of a user (after a password reset, or an email change). */
      async revokeAll(userId: number): Promise<void> {
        await db.deleteFrom('sessions').where('user_id', '=', userId).execute();
      },
      /** Deletes every session past its absolute expiry or last used before `idleSince`. */
      async deleteEnded(nowIso: string, idleSince: string): Promise<void> {
        await db
          .deleteFrom('sessions')
          .where((eb) =>
            eb.or([
              eb('expires_at', '<=', nowIso),
              eb(eb.fn.coalesce('last_used_at', 'created_at'), '<=', idleSince),
            ]),
          )
          .execute();
      },
    },

    loginFailures: {
      /**
       * In a transaction, makes the key's other attempts wait for it to end: PostgreSQL's
       * transactions do not see each other's uncommitted attempts (SQLite has one writer).
       */
      async lockKey(key: string): Promise<void> {
        if (dialect === 'postgres')
          await sql`select pg_advisory_xact_lock(hashtext(${key}))`.execute(db);
      },
      /** Records an attempt as pending (its password not yet checked); its id. */
      async addPending(key: string, at: string): Promise<number> {
        const { id } = await db
          .insertInto('login_failures')
          .values({ throttle_key: key, failed_at: at, pending: 1 })
          .returning('id')
          .executeTakeFirstOrThrow();
        return id;
      },
      /** A key's other attempts since `since`, newest first, at most `limit`. */
      recent(key: string, since: string, exceptId: number, limit: number) {
        return db
          .selectFrom('login_failures')
          .select(['failed_at', 'pending'])
          .where('throttle_key', '=', key)
          .where('failed_at', '>', since)
          .where('id', '!=', exceptId)
          .orderBy('failed_at', 'desc')
          .limit(limit)
          .execute();
      },
      async remove(ids: number[]): Promise<void> {
        await db.deleteFrom('login_failures').where('id', 'in', ids).execute();
      },
      async markFailed(ids: number[]): Promise<void> {
        await db.updateTable('login_failures').set({ pending: 0 }).where('id', 'in', ids).execute();
      },
      /** Forgets the counted failures of `keys` (a right password proved them). */
      async forget(keys: string[]): Promise<void> {
        await db
          .deleteFrom('login_failures')
          .where('throttle_key', 'in', keys)
          .where('pending', '=', 0)
          .execute();
      },
      async purge(before: string): Promise<void> {
        await db.deleteFrom('login_failures').where('failed_at', '<=', before).execute();
      },
    },
  };
}

import { getConnInfo } from '@hono/node-server/conninfo';
import { ChangePasswordInputSchema, LoginInputSchema, RegisterInputSchema } from '@crm/api-client';
import { Hono, type Context } from 'hono';
import { deleteCookie, setCookie } from 'hono/cookie';
import type { AppDeps, AppEnv } from '../http/AppEnv';
import { HttpError } from '../http/HttpError';
import { isUniqueViolation } from '../http/isUniqueViolation';
import { readBody } from '../http/readJson';
import { loginThrottle } from './loginThrottle';
import { hashPassword, verifyAgainstDummy, verifyPassword } from './passwordHash';
import { readToken, requireAuth, SESSION_COOKIE } from './requireAuth';
import {
  createSession,
  deleteExpiredSessions,
  revokeOtherSessions,
  revokeSession,
} from './sessionTokens';
import { toUser } from './users';

const INVALID_LOGIN = 'Invalid username or password';

/** `/api/auth/*`: register, login, logout, me, change-password. */
export function authRoutes({ db, config }: AppDeps) {
  const throttle = loginThrottle(db, config.loginThrottle);
  const app = new Hono<AppEnv>();

  const clientAddress = (c: Context) => {
    if (config.trustProxy) {
      const forwarded = c.req.header('X-Forwarded-For')?.split(',')[0]?.trim();
      if (forwarded) return forwarded;
    }
    try {
      return getConnInfo(c).remote.address ?? 'unknown';
    } catch {
      return 'unknown';
    }
  };

  const startSession = async (c: Context, userId: number) => {
    const token = await createSession(db, userId, config.sessionTtlMs);
    setCookie(c, SESSION_COOKIE, token, {
      httpOnly: true,
      sameSite: 'Lax',
      secure: config.secureCookies,
      path: '/',
      maxAge: Math.floor(config.sessionTtlMs / 1000),
    });
    return token;
  };

  app.post('/register', async (c) => {
    const input = await readBody(c, RegisterInputSchema);
    const clash = await db
      .selectFrom('users')
      .select(['username', 'email'])
      .where((eb) => eb.or([eb('username', '=', input.username), eb('email', '=', input.email)]))
      .execute();
    const conflict = () => {
      if (clash.some((u) => u.username === input.username))
        return new HttpError(409, 'Username is already taken', { field: 'username' });
      return new HttpError(409, 'An account with this email already exists', { field: 'email' });
    };
    if (clash.length > 0) throw conflict();
    const passwordHash = await hashPassword(input.password);
    const now = new Date().toISOString();
    let user;
    try {
      user = await db.transaction().execute(async (trx) => {
        const row = await trx
          .insertInto('users')
          .values({
            username: input.username,
            email: input.email,
            name: input.name,
            password_hash: passwordHash,
            subscription_tier: 'free',
            requires_password_change: 0,
            created_at: now,
          })
          .returningAll()
          .executeTakeFirstOrThrow();
        await trx
          .insertInto('subscriptions')
          .values({ user_id: row.id, current_plan: 'free', updated_at: now })
          .execute();
        return row;
      });
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
      // Lost a race with a concurrent registration: answer as if the pre-check had seen it.
      const again = await db
        .selectFrom('users')
        .select('username')
        .where('username', '=', input.username)
        .executeTakeFirst();
      throw again
        ? new HttpError(409, 'Username is already taken', { field: 'username' })
        : new HttpError(409, 'An account with this email already exists', { field: 'email' });
    }
    const token = await startSession(c, user.id);
    return c.json({ token, user: toUser(user) }, 201);
  });

  app.post('/login', async (c) => {
    const input = await readBody(c, LoginInputSchema);
    const key = `${input.username.toLowerCase()}|${clientAddress(c)}`;
    const waitMs = await throttle.retryAfterMs(key);
    if (waitMs > 0) {
      const minutes = Math.ceil(waitMs / 60_000);
      throw new HttpError(
        429,
        `Too many failed login attempts. Try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
        {
          headers: { 'Retry-After': String(Math.ceil(waitMs / 1000)) },
        },
      );
    }
    // Users may sign in with their email too: the profile shows email where a username is missing.
    const user = await db
      .selectFrom('users')
      .selectAll()
      .where((eb) =>
        input.username.includes('@')
          ? eb('email', '=', input.username.toLowerCase())
          : eb('username', '=', input.username),
      )
      .executeTakeFirst();
    const ok = user
      ? await verifyPassword(user.password_hash, input.password)
      : await verifyAgainstDummy(input.password);
    if (!user || !ok) {
      await throttle.recordFailure(key);
      throw new HttpError(401, INVALID_LOGIN);
    }
    await throttle.reset(key);
    await deleteExpiredSessions(db);
    const token = await startSession(c, user.id);
    return c.json({
      token,
      user: toUser(user),
      requiresPasswordChange: Boolean(user.requires_password_change),
    });
  });

  app.post('/logout', async (c) => {
    const found = readToken(c);
    if (found) await revokeSession(db, found.token);
    deleteCookie(c, SESSION_COOKIE, { path: '/' });
    return c.json({ success: true as const });
  });

  app.get('/me', requireAuth(db, { allowPendingPasswordChange: true }), async (c) => {
    const user = await db
      .selectFrom('users')
      .selectAll()
      .where('id', '=', c.var.auth.userId)
      .executeTakeFirst();
    if (!user) throw new HttpError(401, 'Not authenticated');
    return c.json({ user: toUser(user) });
  });

  app.post('/change-password', requireAuth(db, { allowPendingPasswordChange: true }), async (c) => {
    const input = await readBody(c, ChangePasswordInputSchema);
    const { userId, sessionId } = c.var.auth;
    const user = await db
      .selectFrom('users')
      .select(['password_hash'])
      .where('id', '=', userId)
      .executeTakeFirstOrThrow();
    if (!(await verifyPassword(user.password_hash, input.currentPassword))) {
      throw new HttpError(400, 'Current password is incorrect', { field: 'currentPassword' });
    }
    if (input.newPassword === input.currentPassword) {
      throw new HttpError(400, 'New password must be different from the current password', {
        field: 'newPassword',
      });
    }
    const passwordHash = await hashPassword(input.newPassword);
    await db.transaction().execute(async (trx) => {
      await trx
        .updateTable('users')
        .set({ password_hash: passwordHash, requires_password_change: 0 })
        .where('id', '=', userId)
        .execute();
      await revokeOtherSessions(trx, userId, sessionId);
    });
    return c.json({ success: true as const });
  });

  return app;
}

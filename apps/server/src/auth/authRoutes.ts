import {
  ChangePasswordInputSchema,
  COMMON_PASSWORD_MESSAGE,
  ForgotPasswordInputSchema,
  LoginInputSchema,
  PASSWORD_RESET_LINK_INVALID,
  PASSWORD_RESET_REQUESTED,
  RegisterInputSchema,
  ResetPasswordInputSchema,
} from '@crm/api-client';
import { isCommonPassword } from '@crm/api-client/common-passwords';
import { Hono, type Context } from 'hono';
import { deleteCookie, setCookie } from 'hono/cookie';
import { API_KEYS_NOT_ALLOWED } from '../apiKeys/apiKeyAccess';
import { recordAudit } from '../audit/recordAudit';
import { billingRepository } from '../billing/billingRepository';
import { toIso } from '../db/columnTypes';
import { isUniqueViolation } from '../db/databaseErrors';
import { inTransaction } from '../db/Db';
import { ownerScope } from '../db/scope';
import { serverSecret } from '../db/serverSecretsRepository';
import { enqueueJob } from '../jobs/jobWorkers';
import type { AppDeps, AppEnv } from '../http/AppEnv';
import { HttpError } from '../http/HttpError';
import { clientAddress as clientAddressOf } from '../http/clientAddress';
import { readBody } from '../http/readJson';
import { arrivedOverHttps } from '../http/secureRequest';
import { accountLinks } from './accountLinks';
import { authRepository, toUser } from './authRepository';
import { addressKey, loginThrottle } from './loginThrottle';
import { hashPassword, verifyAgainstDummy, verifyPassword } from './passwordHash';
import { PASSWORD_RESET_MAIL, resetExpiry } from './passwordReset';
import { readToken, requireAuth, SECURE_SESSION_COOKIE, SESSION_COOKIE } from './requireAuth';
import { createSession, revokeSession } from './sessionTokens';

const INVALID_LOGIN = 'Invalid username or password';
export const TEMPORARY_PASSWORD_EXPIRED =
  'Your temporary password has expired. Ask for a new one to log in';

/** Refuses a password from the common-password list with the contract's message. */
function refuseCommonPassword(password: string, field: string): void {
  if (isCommonPassword(password)) throw new HttpError(400, COMMON_PASSWORD_MESSAGE, { field });
}

/** `/api/auth/*`: register, login, logout, me, change-password. */
export function authRoutes(deps: AppDeps) {
  const { config } = deps;
  const users = authRepository(deps).users;
  // The plan a user's tier shows: the billing area's, for the user's own records.
  const planOf = (userId: number) => billingRepository(deps, ownerScope(userId)).currentPlan();
  const throttle = loginThrottle(deps);
  const limits = config.loginThrottle;
  const app = new Hono<AppEnv>();

  const clientAddress = (c: Context) => clientAddressOf(c, config);

  const startSession = async (c: Context, userId: number) => {
    const token = await createSession(deps, userId, {
      ttlMs: config.sessionTtlMs,
      idleMs: config.sessionIdleMs,
      maxPerUser: config.maxSessionsPerUser,
    });
    // Secure whenever the browser reached us over HTTPS, so a deployment that forgets SECURE_COOKIES
    // still never lets the cookie travel over plain HTTP later. A Secure cookie takes the __Host-
    // name, which browsers only accept from HTTPS for this exact host and path /.
    const secure = config.secureCookies || arrivedOverHttps(c, config);
    setCookie(c, secure ? SECURE_SESSION_COOKIE : SESSION_COOKIE, token, {
      httpOnly: true,
      sameSite: 'Lax',
      secure,
      path: '/',
      maxAge: Math.floor(config.sessionTtlMs / 1000),
    });
    return token;
  };

  app.post('/register', async (c) => {
    const input = await readBody(c, RegisterInputSchema);
    // Every answer counts, 409s included: they tell which names and emails exist.
    const attempt = await throttle.begin(
      [
        {
          key: `register|address:${addressKey(clientAddress(c))}`,
          maxFailures: config.registerThrottle.maxAttempts,
          windowMs: config.registerThrottle.windowMs,
        },
      ],
      'registration',
    );
    await attempt.failed();
    refuseCommonPassword(input.password, 'password');
    // Usernames are unique ignoring case (migration 003), as login matches them.
    const clash = await users.clashes(input.username, input.email);
    const nameTaken = new HttpError(409, 'Username is already taken', { field: 'username' });
    const emailTaken = new HttpError(409, 'An account with this email already exists', {
      field: 'email',
    });
    const passwordHash = await hashPassword(input.password);
    // Hashed before answering 409 too, so the answer's latency does not tell that the name exists.
    if (clash.username) throw nameTaken;
    if (clash.email) throw emailTaken;
    const now = new Date().toISOString();
    let user;
    try {
      // The account and its billing subscription, all or nothing.
      user = await inTransaction(deps, async (trx) => {
        const { username, email, name } = input;
        const row = await authRepository(trx).users.create({
          username,
          email,
          name,
          passwordHash,
          createdAt: now,
        });
        await billingRepository(trx, ownerScope(row.id)).startFree(now);
        return row;
      });
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
      // Lost a race with a concurrent registration: answer as if the pre-check had seen it.
      throw (await users.usernameTaken(input.username)) ? nameTaken : emailTaken;
    }
    const token = await startSession(c, user.id);
    return c.json({ token, user: toUser(user, 'free') }, 201);
  });

  app.post('/login', async (c) => {
    const input = await readBody(c, LoginInputSchema);
    const login = input.username.toLowerCase();
    // Users may sign in with their email too: the profile shows email where a username is missing.
    // Usernames cannot contain '@', so the two never overlap.
    const user = await users.findByLogin(input.username);
    // The account is counted under one key whichever of its names was typed.
    const account = user ? `account:${user.id}` : `name:${login}`;
    const address = `address:${addressKey(clientAddress(c))}`;
    const pair = `${account}|${address}`;
    const attempt = await throttle.begin(
      [
        { key: pair, ...limits },
        { key: account, ...limits.account, waivedWhenCleanKey: pair },
        { key: address, ...limits.address },
      ],
      'failed login',
    );
    const ok = user
      ? await verifyPassword(user.password_hash, input.password)
      : await verifyAgainstDummy(input.password);
    if (!user || !ok) {
      await attempt.failed();
      // An unknown name has no account whose log could show it; the throttle still counts it.
      if (user)
        await recordAudit(
          deps,
          ownerScope(user.id),
          { action: 'auth.sign_in_failed', actorId: null, actorLabel: input.username },
          c,
        );
      throw new HttpError(401, INVALID_LOGIN);
    }
    await attempt.succeeded();
    // Told only to whoever knows the password, so it reveals nothing a wrong guess would not.
    const expiresAt = user.temporary_password_expires_at;
    if (user.requires_password_change && expiresAt && new Date(toIso(expiresAt)) <= new Date()) {
      throw new HttpError(401, TEMPORARY_PASSWORD_EXPIRED);
    }
    const token = await startSession(c, user.id);
    await recordAudit(deps, ownerScope(user.id), { action: 'auth.signed_in', actorId: user.id }, c);
    return c.json({
      token,
      user: toUser(user, await planOf(user.id)),
      requiresPasswordChange: Boolean(user.requires_password_change),
    });
  });

  app.post('/logout', async (c) => {
    const found = readToken(c);
    const userId = found && (await revokeSession(deps, found.token));
    if (userId)
      await recordAudit(
        deps,
        ownerScope(userId),
        { action: 'auth.signed_out', actorId: userId },
        c,
      );
    deleteCookie(c, SESSION_COOKIE, { path: '/' });
    deleteCookie(c, SECURE_SESSION_COOKIE, { path: '/', secure: true });
    return c.json({ success: true as const });
  });

  app.get('/me', requireAuth(deps, { allowPendingPasswordChange: true }), async (c) => {
    const user = await users.find(c.var.auth.userId);
    if (!user) throw new HttpError(401, 'Not authenticated');
    // A reloaded app learns here that the user must change a temporary password first.
    return c.json({
      user: toUser(user, await planOf(user.id)),
      requiresPasswordChange: Boolean(user.requires_password_change),
    });
  });

  app.post(
    '/change-password',
    requireAuth(deps, { allowPendingPasswordChange: true }),
    async (c) => {
      const input = await readBody(c, ChangePasswordInputSchema);
      const auth = c.var.auth;
      // API keys never reach here (apiKeyAccess.ts has no row for /api/auth).
      if (auth.kind !== 'session') throw new HttpError(403, API_KEYS_NOT_ALLOWED);
      const { userId, sessionId } = auth;
      const user = await users.find(userId);
      if (!user) throw new HttpError(401, 'Not authenticated');
      // A stolen session must not become a way to guess the password it cannot show.
      const attempt = await throttle.begin(
        [{ key: `user:${userId}|change-password`, ...limits }],
        'failed password',
      );
      if (!(await verifyPassword(user.password_hash, input.currentPassword))) {
        await attempt.failed();
        throw new HttpError(400, 'Current password is incorrect', { field: 'currentPassword' });
      }
      await attempt.succeeded();
      if (input.newPassword === input.currentPassword) {
        throw new HttpError(400, 'New password must be different from the current password', {
          field: 'newPassword',
        });
      }
      refuseCommonPassword(input.newPassword, 'newPassword');
      const passwordHash = await hashPassword(input.newPassword);
      await inTransaction(deps, async (trx) => {
        const auth = authRepository(trx);
        await auth.users.setPassword(userId, passwordHash);
        await auth.sessions.revokeOthers(userId, sessionId);
        await recordAudit(trx, c.var.scope, { action: 'auth.password_changed' }, c);
      });
      return c.json({ success: true as const });
    },
  );

  /**
   * Forgot password: mails a reset link (a job, sent through the product's mailer) when an account
   * uses the address, and answers the same either way. Every request counts against the client's
   * address and the address asked for, so neither guessing nor flooding an inbox gets far.
   */
  app.post('/forgot-password', async (c) => {
    const { email } = await readBody(c, ForgotPasswordInputSchema);
    const reset = config.passwordResetThrottle;
    const attempt = await throttle.begin(
      [
        { key: `reset|address:${addressKey(clientAddress(c))}`, ...reset.address },
        { key: `reset|email:${email}`, ...reset.email },
      ],
      'password reset request',
    );
    await attempt.failed();
    const user = await users.findByLogin(email);
    if (user) {
      const expiresAt = resetExpiry(new Date());
      await enqueueJob(deps, {
        kind: PASSWORD_RESET_MAIL,
        scope: ownerScope(user.id),
        payload: { userId: user.id, expiresAt },
        key: `${user.id}:${expiresAt}`,
      });
    }
    return c.json({ success: true as const, message: PASSWORD_RESET_REQUESTED });
  });

  /**
   * Sets a new password from a reset link. The link is signed over the account's password hash, so
   * it works once; every session of the account ends (whoever had it signed in is signed out).
   */
  app.post('/reset-password', async (c) => {
    const input = await readBody(c, ResetPasswordInputSchema);
    const attempt = await throttle.begin(
      [
        {
          key: `reset-password|address:${addressKey(clientAddress(c))}`,
          ...config.passwordResetThrottle.address,
        },
      ],
      'password reset',
    );
    const links = accountLinks(await serverSecret(deps, config.mail.appSecret));
    const claimed = links.read(input.token);
    const user = claimed ? await users.find(claimed.u) : undefined;
    if (!user || !links.verify('password-reset', input.token, user.password_hash, new Date())) {
      await attempt.failed();
      throw new HttpError(400, PASSWORD_RESET_LINK_INVALID, { field: 'token' });
    }
    refuseCommonPassword(input.newPassword, 'newPassword');
    const passwordHash = await hashPassword(input.newPassword);
    await inTransaction(deps, async (trx) => {
      const auth = authRepository(trx);
      await auth.users.setPassword(user.id, passwordHash);
      await auth.sessions.revokeAll(user.id);
      await recordAudit(
        trx,
        ownerScope(user.id),
        { action: 'auth.password_reset', actorId: user.id },
        c,
      );
    });
    await attempt.succeeded();
    return c.json({ success: true as const });
  });

  return app;
}

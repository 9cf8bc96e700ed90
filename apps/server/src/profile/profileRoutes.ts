import {
  DeleteAccountInputSchema,
  EMAIL_CHANGE_LINK_INVALID,
  EMAIL_CHANGE_TTL_MS,
  EmailChangeConfirmInputSchema,
  EmailChangeInputSchema,
  ProfileUpdateInputSchema,
} from '@crm/api-client';
import { Hono } from 'hono';
import { deleteCookie } from 'hono/cookie';
import { stream } from 'hono/streaming';
import { accountLinks } from '../auth/accountLinks';
import { authRepository, toUser } from '../auth/authRepository';
import { loginThrottle } from '../auth/loginThrottle';
import { verifyPassword } from '../auth/passwordHash';
import { requireAuth, SECURE_SESSION_COOKIE, SESSION_COOKIE } from '../auth/requireAuth';
import { billingRepository } from '../billing/billingRepository';
import { toIso } from '../db/columnTypes';
import { isUniqueViolation } from '../db/databaseErrors';
import { inTransaction } from '../db/Db';
import { ownerScope } from '../db/scope';
import { serverSecret } from '../db/serverSecretsRepository';
import type { AppDeps, AppEnv } from '../http/AppEnv';
import { HttpError } from '../http/HttpError';
import { readBody } from '../http/readJson';
import { enqueueJob } from '../jobs/jobWorkers';
import { EMAIL_CHANGE_MAIL } from './profileJobs';
import { EXPORTED_TABLES, profileRepository } from './profileRepository';

const EMAIL_TAKEN = 'An account with this email already exists';
const PAGE = 1000;

/** Binary columns (an upload's image) as base64, everything else as stored. */
const exportValue = (_key: string, value: unknown) =>
  value instanceof Uint8Array ? Buffer.from(value).toString('base64') : value;

/**
 * `/api/profile` (issue 24 §3): the signed-in user's own account. The name; the email, changed
 * only once a link sent to the new address is opened; a download of every record; and deletion
 * of the account with every record, after the password is typed again.
 */
export function profileRoutes(deps: AppDeps): Hono<AppEnv> {
  const { config } = deps;
  const users = authRepository(deps).users;
  const throttle = loginThrottle(deps);
  const app = new Hono<AppEnv>();

  /** The password typed again, counted like a sign-in (a stolen session must not guess it). */
  const checkPassword = async (userId: number, hash: string, password: string, what: string) => {
    const attempt = await throttle.begin(
      [{ key: `user:${userId}|${what}`, ...config.loginThrottle }],
      'failed password',
    );
    if (!(await verifyPassword(hash, password))) {
      await attempt.failed();
      throw new HttpError(400, 'Password is incorrect', { field: 'password' });
    }
    await attempt.succeeded();
  };

  const current = async (userId: number) => {
    const user = await users.find(userId);
    if (!user) throw new HttpError(401, 'Not authenticated');
    return user;
  };

  // The link from the mail: no session needed (it may open in another browser).
  app.post('/email/confirm', async (c) => {
    const { token } = await readBody(c, EmailChangeConfirmInputSchema);
    const links = accountLinks(await serverSecret(deps, config.mail.appSecret));
    const claimed = links.read(token);
    const user = claimed ? await users.find(claimed.u) : undefined;
    const valid = user && links.verify('email-change', token, user.email, new Date());
    if (!user || !valid?.m) throw new HttpError(400, EMAIL_CHANGE_LINK_INVALID, { field: 'token' });
    try {
      await users.setEmail(user.id, valid.m);
    } catch (error) {
      if (isUniqueViolation(error)) throw new HttpError(409, EMAIL_TAKEN, { field: 'email' });
      throw error;
    }
    return c.json({ success: true as const, message: `Your email is now ${valid.m}.` });
  });

  app.use('*', requireAuth(deps));

  app.patch('/', async (c) => {
    const { name } = await readBody(c, ProfileUpdateInputSchema);
    const userId = c.var.auth.userId;
    await users.setName(userId, name);
    const plan = await billingRepository(deps, c.var.scope).currentPlan();
    return c.json({ user: toUser(await current(userId), plan) });
  });

  app.post('/email', async (c) => {
    const input = await readBody(c, EmailChangeInputSchema);
    const user = await current(c.var.auth.userId);
    await checkPassword(user.id, user.password_hash, input.password, 'email-change');
    if (input.email === user.email)
      throw new HttpError(400, 'This is already your email', { field: 'email' });
    if (await users.emailTaken(input.email))
      throw new HttpError(409, EMAIL_TAKEN, { field: 'email' });
    const expiresAt = Date.now() + EMAIL_CHANGE_TTL_MS;
    await enqueueJob(deps, {
      kind: EMAIL_CHANGE_MAIL,
      scope: ownerScope(user.id),
      payload: { userId: user.id, email: input.email, expiresAt },
      key: `${user.id}:${expiresAt}`,
    });
    return c.json({
      success: true as const,
      message: `We sent a link to ${input.email}. Your email changes when you open it.`,
    });
  });

  /**
   * Every record of the account as one JSON document, streamed a page of rows at a time: a
   * download of 200,000 contacts holds at most one page in memory and needs no file kept anywhere.
   */
  app.get('/export', async (c) => {
    const scope = c.var.scope;
    const user = await current(c.var.auth.userId);
    const repo = profileRepository(deps, scope);
    const date = new Date().toISOString().slice(0, 10);
    c.header('Content-Type', 'application/json; charset=utf-8');
    c.header(
      'Content-Disposition',
      `attachment; filename="beacon-crm-${user.username.replace(/[^\w.-]/g, '_')}-${date}.json"`,
    );
    return stream(c, async (out) => {
      const plan = await billingRepository(deps, scope).currentPlan();
      const head = {
        exportedAt: new Date().toISOString(),
        user: { ...toUser(user, plan), createdAt: toIso(user.created_at) },
        settings: (await repo.settings()) ?? null,
        subscription: (await repo.subscription()) ?? null,
        campaign_contacts: await repo.campaignContacts(),
      };
      await out.write(JSON.stringify(head, exportValue).slice(0, -1));
      for (const table of EXPORTED_TABLES) {
        await out.write(`,${JSON.stringify(table)}:[`);
        let after: number | string | null = null;
        let first = true;
        for (;;) {
          const rows = await repo.page(table, after, PAGE);
          for (const row of rows) {
            await out.write((first ? '' : ',') + JSON.stringify(row, exportValue));
            first = false;
          }
          if (rows.length < PAGE) break;
          after = rows[rows.length - 1]!.id as number | string;
        }
        await out.write(']');
      }
      await out.write('}');
    });
  });

  /** Deletes the account and every record of it, after the password is typed again. */
  app.delete('/', async (c) => {
    const input = await readBody(c, DeleteAccountInputSchema);
    const user = await current(c.var.auth.userId);
    await checkPassword(user.id, user.password_hash, input.password, 'delete-account');
    await inTransaction(deps, (trx) => profileRepository(trx, c.var.scope).deleteAccount());
    deleteCookie(c, SESSION_COOKIE, { path: '/' });
    deleteCookie(c, SECURE_SESSION_COOKIE, { path: '/', secure: true });
    return c.json({ success: true as const });
  });

  return app;
}

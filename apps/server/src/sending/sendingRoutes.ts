import { Hono } from 'hono';
import { requireAuth } from '../auth/requireAuth';
import type { AppDeps, AppEnv } from '../http/AppEnv';
import { settingsRepository } from '../settings/settingsRepository';
import { sharedMailer } from './mailer';
import { senderOf } from './sender';

/**
 * `/api/sending`: how this server delivers (SMTP or the local outbox) and the From the account's
 * mail carries (its sender identity, or the server's default).
 */
export function sendingRoutes(deps: AppDeps): Hono<AppEnv> {
  const { mail } = deps.config;
  const app = new Hono<AppEnv>();
  app.get('/status', requireAuth(deps), async (c) => {
    const settings = await settingsRepository(deps, c.var.scope).sender();
    return c.json({ mode: sharedMailer(mail).mode, from: senderOf(settings, mail).from });
  });
  return app;
}

import { Hono } from 'hono';
import { requireAuth } from '../auth/requireAuth';
import type { AppDeps, AppEnv } from '../http/AppEnv';
import { sharedMailer } from './mailer';

/** `/api/sending`: how this server delivers (SMTP or the local outbox) and from which address. */
export function sendingRoutes(deps: AppDeps): Hono<AppEnv> {
  const { mail } = deps.config;
  const app = new Hono<AppEnv>();
  app.get('/status', requireAuth(deps), (c) =>
    c.json({ mode: sharedMailer(mail).mode, from: mail.from }),
  );
  return app;
}

import { SenderSettingsSchema, type SenderSettings } from '@crm/api-client';
import { Hono } from 'hono';
import { requireAuth } from '../auth/requireAuth';
import type { AppDeps, AppEnv } from '../http/AppEnv';
import { readBody } from '../http/readJson';
import { defaultSender, senderOf } from '../sending/sender';
import { settingsRepository } from './settingsRepository';

const UNSET: SenderSettings = {
  fromName: null,
  fromEmail: null,
  replyTo: null,
  postalAddress: null,
};

/**
 * `/api/settings`: the account's own settings (issue 24 §3), today its sender identity: From name
 * and address, Reply-To and the postal address of the footer. The environment keeps the server's
 * defaults (`MAIL_FROM`) and SMTP.
 */
export function settingsRoutes(deps: AppDeps): Hono<AppEnv> {
  const { mail } = deps.config;
  const app = new Hono<AppEnv>();
  app.use('*', requireAuth(deps));

  const answer = (settings: SenderSettings | undefined) => ({
    settings: settings ?? UNSET,
    defaults: defaultSender(mail),
    from: senderOf(settings, mail).from,
  });

  app.get('/', async (c) => c.json(answer(await settingsRepository(deps, c.var.scope).sender())));

  app.put('/', async (c) => {
    const input = await readBody(c, SenderSettingsSchema);
    const settings = settingsRepository(deps, c.var.scope);
    await settings.saveSender(input, new Date());
    return c.json(answer(await settings.sender()));
  });

  return app;
}

import { SenderSettingsSchema, type SenderSettings } from '@crm/api-client';
import { Hono } from 'hono';
import { requireAuth } from '../auth/requireAuth';
import type { AppDeps, AppEnv } from '../http/AppEnv';
import { readBody } from '../http/readJson';
import { defaultSender, senderOf } from '../sending/sender';
import { settingsRepository } from './settingsRepository';
import { audited } from '../audit/recordAudit';

const UNSET: SenderSettings = {
  fromName: null,
  fromEmail: null,
  replyTo: null,
  postalAddress: null,
};

const SENDER_FIELDS = ['fromName', 'fromEmail', 'replyTo', 'postalAddress'] as const;

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
    await audited(
      deps,
      c,
      async (trx) => {
        const settings = settingsRepository(trx, c.var.scope);
        const before = (await settings.sender()) ?? UNSET;
        await settings.saveSender(input, new Date());
        const changed = SENDER_FIELDS.filter((field) => before[field] !== input[field]);
        return changed.length ? changed.join(', ') : undefined;
      },
      (fields) => ({
        action: 'settings.sender_changed',
        details: { fields, fromEmail: input.fromEmail },
      }),
    );
    return c.json(answer(await settingsRepository(deps, c.var.scope).sender()));
  });

  return app;
}

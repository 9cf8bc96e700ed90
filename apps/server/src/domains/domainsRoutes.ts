import { utcDay, WARMUP_DAYS, WarmupInputSchema, warmupToday, type Warmup } from '@crm/api-client';
import { Hono } from 'hono';
import { requireAuth } from '../auth/requireAuth';
import { bouncesRepository } from '../bounces/bouncesRepository';
import type { AppDeps, AppEnv } from '../http/AppEnv';
import { HttpError } from '../http/HttpError';
import { readBody } from '../http/readJson';
import { fromDomain } from '../sending/mailer';
import { senderOf } from '../sending/sender';
import { settingsRepository } from '../settings/settingsRepository';
import { sendingRepository } from '../sending/sendingRepository';
import { bulkSenderReadiness, READINESS_WINDOW_DAYS } from './bulkSenderReadiness';
import { resolverLookup } from './resolverLookup';
import { checkSendingDomain, type DnsLookup } from './sendingDomainChecks';
import { recordAudit } from '../audit/recordAudit';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The sending domain, for the Sending domain page (issue 30 §3):
 * - `GET /api/domains/checks`: SPF, DKIM, DMARC, the bounce domain's MX and the return path's
 *   alignment for the From domain the account's mail goes out with (its Settings, else MAIL_FROM), each
 *   `{ id, status, message, found, record? }`. A DNS server that cannot be asked answers 502.
 * - `GET /api/domains/readiness`: the account's complaint and hard-bounce rates over the last
 *   7 days against Gmail's 0.3 % (0.1 % recommended) and the bounce thresholds.
 * - `GET`/`PUT /api/domains/warmup`: the domain's warm-up (sending/warmup.ts): started today or
 *   ended by the PUT; today's cap and how much of it the sending engine took.
 */
export function domainsRoutes(deps: AppDeps, options: { lookup?: DnsLookup } = {}): Hono<AppEnv> {
  const { config } = deps;
  const app = new Hono<AppEnv>();
  app.use('*', requireAuth(deps));
  const lookup = options.lookup ?? resolverLookup(config.domains.dnsServers);

  app.get('/checks', async (c) => {
    const sender = await settingsRepository(deps, c.var.scope).sender();
    const domain = fromDomain(senderOf(sender, config.mail).from);
    const dkim = config.mail.dkim;
    try {
      const checks = await checkSendingDomain(lookup, {
        fromDomain: domain,
        dkim: dkim && {
          domain: dkim.domainName,
          selector: dkim.keySelector,
          privateKey: dkim.privateKey,
        },
        bounceDomain: config.bounces.domain,
        spfInclude: config.domains.spfInclude,
        // The built-in receiver listens on this server: the MX should name its public host.
        bounceMxHost:
          config.bounces.smtpPort !== undefined
            ? new URL(config.mail.publicUrl).hostname
            : undefined,
      });
      return c.json({ domain, checks });
    } catch (error) {
      throw new HttpError(502, `DNS lookup failed: ${(error as Error).message}`);
    }
  });

  app.get('/readiness', async (c) => {
    const since = new Date(Date.now() - READINESS_WINDOW_DAYS * DAY_MS);
    const counts = await bouncesRepository(deps, c.var.scope).rates(since);
    return c.json(bulkSenderReadiness(counts));
  });

  const warmup = async (scope: AppEnv['Variables']['scope']): Promise<Warmup> => {
    const startedOn = await settingsRepository(deps, scope).warmup();
    const today = startedOn === null ? undefined : warmupToday(startedOn, new Date());
    return {
      startedOn,
      days: WARMUP_DAYS,
      today: today
        ? {
            day: today.day,
            cap: today.cap,
            taken: await sendingRepository(deps).dailyCounts(scope.ownerId).taken(today.date),
          }
        : null,
    };
  };

  app.get('/warmup', async (c) => c.json(await warmup(c.var.scope)));

  app.put('/warmup', async (c) => {
    const { enabled } = await readBody(c, WarmupInputSchema);
    const settings = settingsRepository(deps, c.var.scope);
    const now = new Date();
    // Asking for what is already so changes nothing: a running warm-up keeps the day it began.
    const current = await settings.warmup();
    if (enabled !== (current !== null)) {
      await settings.saveWarmup(enabled ? utcDay(now) : null, now);
      await recordAudit(
        deps,
        c.var.scope,
        { action: 'settings.sending_domain_changed', details: { warmup: enabled } },
        c,
      );
    }
    return c.json(await warmup(c.var.scope));
  });

  return app;
}

import { BounceTotalsQuerySchema, BouncesQuerySchema } from '@crm/api-client';
import { Hono, type Context } from 'hono';
import { requireAuth } from '../auth/requireAuth';
import { bulkSenderReadiness } from '../domains/bulkSenderReadiness';
import type { AppDeps, AppEnv } from '../http/AppEnv';
import { HttpError } from '../http/HttpError';
import { validate } from '../http/readJson';
import { reportDeps } from './bounceReceivers';
import { bounceReportsRepository, bouncesRepository } from './bouncesRepository';
import type { BounceSource } from './bouncesTable';
import {
  processProviderEvent,
  type ProcessOutcome,
  type ProviderEvent,
  type ReportDeps,
} from './processReport';
import {
  brevoEvents,
  mailgunEvents,
  postmarkEvents,
  sendgridEvents,
  sesEvents,
} from './providerEvents';
import {
  basicAuthMatches,
  bearerOrBasicPasswordMatches,
  isFresh,
  isSnsUrl,
  mailgunSignatureValid,
  sendgridSignatureValid,
  snsSignatureValid,
  type SnsMessage,
} from './webhookAuth';

export interface BouncesRoutesOptions {
  /**
   * Fetches an SNS signing certificate or subscription link (only ever an `sns.*.amazonaws.com`
   * https URL: checked before the call). Tests serve their own certificate through it.
   */
  fetchText?: (url: string) => Promise<string>;
  now?: () => number;
}

const certificates = new Map<string, Promise<string>>();
/** Certificates are fetched once per URL: SNS signs every notification with the same one. */
function fetchCached(url: string): Promise<string> {
  let found = certificates.get(url);
  if (!found) {
    found = fetch(url, { redirect: 'error', signal: AbortSignal.timeout(10_000) }).then((r) => {
      if (!r.ok) throw new Error(`${url}: ${r.status}`);
      return r.text();
    });
    found.catch(() => certificates.delete(url));
    certificates.set(url, found);
  }
  return found;
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    throw new HttpError(400, 'Body is not JSON');
  }
}

/**
 * Provider webhooks for bounces and complaints, `POST /api/bounces/webhooks/<provider>`: Amazon
 * SES (through SNS), Postmark, Mailgun, SendGrid and Brevo. No session: each post proves itself the
 * way its provider supports (SNS certificate signature and an allowed topic; Basic credentials;
 * Mailgun's HMAC; SendGrid's ECDSA signature; Brevo's token), signed posts must be fresh and are
 * taken once (a replay answers 409). An endpoint whose secret is not configured does not exist.
 * Events are applied as reports are (`processProviderEvent`): only for messages we sent, once.
 * `GET /api/bounces` and `/api/bounces/totals` show the signed-in account's own.
 */
export function bouncesRoutes(deps: AppDeps, options: BouncesRoutesOptions = {}): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  const { webhooks } = deps.config.bounces;
  const fetchText = options.fetchText ?? fetchCached;
  const now = options.now ?? Date.now;
  let reports: Promise<ReportDeps> | undefined;
  const apply = async (events: ProviderEvent[], source: BounceSource) => {
    reports ??= reportDeps(deps);
    const r = await reports;
    const outcomes: ProcessOutcome[] = [];
    for (const event of events) outcomes.push(await processProviderEvent(r, event, source));
    return { received: events.length, applied: outcomes.filter((o) => o === 'applied').length };
  };
  /**
   * Takes a signed post once: its nonce is recorded before the work and forgotten again if the
   * work fails, so the provider's retry of a post we could not record is not refused as a replay.
   */
  const once = async <T>(provider: string, nonce: string, work: () => Promise<T>): Promise<T> => {
    const repository = bounceReportsRepository(deps);
    if (!(await repository.firstSight(provider, nonce, webhooks.maxAgeMs * 2)))
      throw new HttpError(409, 'This post was already received');
    try {
      return await work();
    } catch (error) {
      await repository.forgetSight(provider, nonce);
      throw error;
    }
  };
  const unauthorized = () => new HttpError(401, 'Webhook authentication failed');
  const notConfigured = () => new HttpError(404, 'Not found');
  const jsonObject = async (c: Context<AppEnv>) => {
    const body = parseJson(await c.req.text());
    if (!body || typeof body !== 'object' || Array.isArray(body))
      throw new HttpError(400, 'Expected a JSON object');
    return body as Record<string, unknown>;
  };

  app.post('/webhooks/ses', async (c) => {
    if (webhooks.sesTopicArns.length === 0) throw notConfigured();
    const message = (await jsonObject(c)) as unknown as SnsMessage;
    // Any AWS account can sign for its own topic: only the configured topics count.
    if (!webhooks.sesTopicArns.includes(message.TopicArn)) throw unauthorized();
    if (!(await snsSignatureValid(message, fetchText, now()))) throw unauthorized();
    if (!isFresh(Date.parse(message.Timestamp) / 1000, now(), webhooks.maxAgeMs))
      throw new HttpError(401, 'Webhook post is too old');
    if (message.Type === 'SubscriptionConfirmation') {
      if (!message.SubscribeURL || !isSnsUrl(message.SubscribeURL)) throw unauthorized();
      const url = message.SubscribeURL;
      await once('ses', message.MessageId, () => fetchText(url));
      return c.json({ confirmed: true });
    }
    if (message.Type !== 'Notification') return c.json({ received: 0, applied: 0 });
    const payload = parseJson(message.Message);
    const events = sesEvents((payload ?? {}) as Record<string, unknown>);
    return c.json(await once('ses', message.MessageId, () => apply(events, 'ses')));
  });

  app.post('/webhooks/postmark', async (c) => {
    if (!webhooks.postmarkAuth) throw notConfigured();
    if (!basicAuthMatches(c.req.header('Authorization'), webhooks.postmarkAuth))
      throw unauthorized();
    return c.json(await apply(postmarkEvents(await jsonObject(c)), 'postmark'));
  });

  app.post('/webhooks/mailgun', async (c) => {
    if (!webhooks.mailgunSigningKey) throw notConfigured();
    const body = await jsonObject(c);
    const signature = (body.signature ?? {}) as {
      timestamp?: unknown;
      token?: unknown;
      signature?: unknown;
    };
    if (!mailgunSignatureValid(webhooks.mailgunSigningKey, signature)) throw unauthorized();
    if (!isFresh(Number(signature.timestamp), now(), webhooks.maxAgeMs))
      throw new HttpError(401, 'Webhook post is too old');
    return c.json(
      await once('mailgun', String(signature.token), () => apply(mailgunEvents(body), 'mailgun')),
    );
  });

  app.post('/webhooks/sendgrid', async (c) => {
    if (!webhooks.sendgridPublicKey) throw notConfigured();
    const raw = await c.req.text();
    const signature = c.req.header('X-Twilio-Email-Event-Webhook-Signature');
    const timestamp = c.req.header('X-Twilio-Email-Event-Webhook-Timestamp');
    if (!sendgridSignatureValid(webhooks.sendgridPublicKey, signature, timestamp, raw))
      throw unauthorized();
    if (!isFresh(Number(timestamp), now(), webhooks.maxAgeMs))
      throw new HttpError(401, 'Webhook post is too old');
    const batch = parseJson(raw);
    if (!Array.isArray(batch)) throw new HttpError(400, 'Expected a JSON array of events');
    return c.json(
      await once('sendgrid', signature!, () => apply(sendgridEvents(batch), 'sendgrid')),
    );
  });

  app.post('/webhooks/brevo', async (c) => {
    if (!webhooks.brevoToken) throw notConfigured();
    if (!bearerOrBasicPasswordMatches(c.req.header('Authorization'), webhooks.brevoToken))
      throw unauthorized();
    return c.json(await apply(brevoEvents(await jsonObject(c)), 'brevo'));
  });

  // The signed-in account's own bounces and complaints (issue 30 §2): a campaign's or a contact's,
  // a page at a time, and a window's totals for the analytics.
  app.get('/', requireAuth(deps), async (c) => {
    const { campaignId, contactId, limit, cursor } = validate(BouncesQuerySchema, c.req.query());
    const filter = campaignId !== undefined ? { campaignId } : { contactId: contactId! };
    return c.json(await bouncesRepository(deps, c.var.scope).page(filter, limit, cursor));
  });

  app.get('/totals', requireAuth(deps), async (c) => {
    const { from, to } = validate(BounceTotalsQuerySchema, c.req.query());
    const counts = await bouncesRepository(deps, c.var.scope).rates(new Date(from), new Date(to));
    const { complaintRate, bounceRate } = bulkSenderReadiness(counts);
    return c.json({ totals: { from, to, ...counts, bounceRate, complaintRate } });
  });

  return app;
}

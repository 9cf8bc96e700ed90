import http from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  WEBHOOK_EVENT_TYPES,
  WEBHOOK_URL_MESSAGE,
  type WebhookEndpoint,
  type WebhookEventType,
} from '@crm/api-client';
import { Webhook } from 'standardwebhooks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startBackgroundWork, type BackgroundWork } from '../src/backgroundWork';
import { bounceReportsRepository, bouncesRepository } from '../src/bounces/bouncesRepository';
import { defaultConfig, type ServerConfig } from '../src/config';
import { ownerScope } from '../src/db/scope';
import { jobsRepository } from '../src/jobs/jobsRepository';
import { JOBS_QUEUE } from '../src/jobs/jobWorkers';
import { wakeWorkers } from '../src/jobs/workerPool';
import { flushEngagement } from '../src/tracking/trackingRoutes';
import {
  isPrivateAddress,
  PRIVATE_ADDRESS_MESSAGE,
  vettedAddress,
} from '../src/webhooks/webhookAddress';
import { emitWebhookEvents, WEBHOOK_DELIVERY_JOB } from '../src/webhooks/webhookEvents';
import { WEBHOOK_RETRY_DELAYS_MS } from '../src/webhooks/webhooksJobs';
import { postWebhook } from '../src/webhooks/webhookPost';
import { describeEachDatabase, startTestServer, type TestServer } from './harness';
import { manualClock } from './jobsHarness';
import { startMailingServer, type MailingServer } from './mailingServer';
import { waitFor } from './sendingSink';

interface Received {
  path: string;
  headers: Record<string, string>;
  body: string;
}

type Answer = { status: number; headers?: Record<string, string>; delayMs?: number };

/** A local webhook receiver: records every post, answers as `answer` says for its path (200). */
async function startReceiver() {
  const received: Received[] = [];
  const answers = new Map<string, (count: number) => Answer>();
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const path = req.url ?? '/';
      received.push({
        path,
        headers: Object.fromEntries(Object.entries(req.headers).map(([k, v]) => [k, String(v)])),
        body: Buffer.concat(chunks).toString('utf8'),
      });
      const answer = answers.get(path)?.(received.filter((r) => r.path === path).length) ?? {
        status: 200,
      };
      const reply = () => {
        if (res.destroyed) return;
        res.writeHead(answer.status, answer.headers);
        res.end('ok');
      };
      if (answer.delayMs) setTimeout(reply, answer.delayMs);
      else reply();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: (path: string) => `http://127.0.0.1:${port}${path}`,
    received,
    at: (path: string) => received.filter((r) => r.path === path),
    answer: (path: string, fn: (count: number) => Answer) => answers.set(path, fn),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
type Receiver = Awaited<ReturnType<typeof startReceiver>>;

const webhookConfig = (overrides: Partial<ServerConfig['webhooks']> = {}) => ({
  webhooks: { ...defaultConfig.webhooks, allowPrivate: true, ...overrides },
});

/** Verifies a received post with the Standard Webhooks reference implementation; its JSON. */
const verified = (secret: string, post: Received) =>
  new Webhook(secret).verify(post.body, post.headers) as {
    type: string;
    timestamp: string;
    data: Record<string, unknown>;
  };

const ALL_EVENTS = [...WEBHOOK_EVENT_TYPES];

describe('webhook address guard', () => {
  it.each([
    ['127.0.0.1', true],
    ['127.8.9.10', true],
    ['10.1.2.3', true],
    ['172.16.0.1', true],
    ['192.168.1.1', true],
    ['169.254.169.254', true],
    ['100.64.0.1', true],
    ['0.0.0.0', true],
    ['224.0.0.1', true],
    ['::1', true],
    ['::', true],
    ['fc00::1', true],
    ['fd12:3456::1', true],
    ['fe80::1', true],
    ['::ffff:127.0.0.1', true],
    ['::ffff:7f00:1', true],
    ['::ffff:10.0.0.1', true],
    ['93.184.216.34', false],
    ['8.8.8.8', false],
    ['100.128.0.1', false],
    ['2606:4700:4700::1111', false],
    ['::ffff:8.8.8.8', false],
  ])('%s is private: %s', (address, expected) => {
    expect(isPrivateAddress(address)).toBe(expected);
  });

  it('refuses a name that resolves to loopback, and connects to nothing', async () => {
    await expect(vettedAddress('localhost', false)).rejects.toThrow(/private, loopback/);
    const receiver = await startReceiver();
    try {
      const result = await postWebhook({
        url: receiver.url('/hook'),
        body: '{}',
        headers: {},
        allowPrivate: false,
        timeoutMs: 2000,
        maxResponseBytes: 1024,
      });
      expect(result.error).toMatch(/Refused: 127\.0\.0\.1 resolves to a private/);
      expect(result.status).toBeUndefined();
      expect(receiver.received).toEqual([]);
    } finally {
      await receiver.close();
    }
  });
});

describeEachDatabase('webhooks API without WEBHOOKS_ALLOW_PRIVATE', (database) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ database });
  });
  afterAll(() => server?.close());

  it('refuses private and loopback addresses and non-web URLs with a clear message', async () => {
    const { token } = await server.registerUser();
    for (const url of [
      'http://127.0.0.1:8080/hook',
      'http://10.0.0.5/hook',
      'http://169.254.169.254/latest/meta-data',
      'http://[::1]/hook',
      'http://[::ffff:127.0.0.1]/hook',
      'http://localhost:3000/hook',
      'https://192.168.1.10/hook',
    ]) {
      const res = await server.post(
        '/api/webhooks',
        { url, events: ['contact.created'] },
        { token },
      );
      expect(res.status, url).toBe(400);
      expect(res.body).toEqual({ message: PRIVATE_ADDRESS_MESSAGE, field: 'url' });
    }
    for (const url of ['ftp://example.com/x', 'example.com/hook', '']) {
      const res = await server.post(
        '/api/webhooks',
        { url, events: ['contact.created'] },
        { token },
      );
      expect(res.status, url).toBe(400);
      expect(res.body.message).toBe(WEBHOOK_URL_MESSAGE);
    }
    const noEvents = await server.post(
      '/api/webhooks',
      { url: 'https://hooks.example.com/a', events: [] },
      { token },
    );
    expect(noEvents.status).toBe(400);
    expect(noEvents.body.message).toBe('Choose at least one event to send');
    const unknown = await server.post(
      '/api/webhooks',
      { url: 'https://hooks.example.com/a', events: ['contact.exploded'] },
      { token },
    );
    expect(unknown.status).toBe(400);
    expect(unknown.body.message).toBe('That is not an event this product sends');
  });

  it('shows the secret only at creation and rotation; another owner cannot see the endpoint', async () => {
    const { token } = await server.registerUser();
    const created = await server.post(
      '/api/webhooks',
      { url: 'https://hooks.example.com/crm', description: 'Shop', events: ['contact.created'] },
      { token },
    );
    expect(created.status, created.text).toBe(201);
    const secret = created.body.secret as string;
    expect(secret).toMatch(/^whsec_[A-Za-z0-9+/]+=*$/);
    expect(Buffer.from(secret.slice(6), 'base64').length).toBeGreaterThanOrEqual(24);
    const id = created.body.endpoint.id as number;
    const list = await server.get('/api/webhooks', { token });
    expect(list.body.endpoints).toEqual([
      expect.objectContaining({ id, url: 'https://hooks.example.com/crm', enabled: true }),
    ]);
    expect(list.text).not.toContain(secret.slice(6));
    expect((await server.get(`/api/webhooks/${id}`, { token })).text).not.toContain(
      secret.slice(6),
    );
    const rotated = await server.post(`/api/webhooks/${id}/rotate-secret`, undefined, { token });
    expect(rotated.status).toBe(200);
    expect(rotated.body.secret).toMatch(/^whsec_/);
    expect(rotated.body.secret).not.toBe(secret);

    const stranger = await server.registerUser();
    const as = { token: stranger.token };
    expect((await server.get(`/api/webhooks/${id}`, as)).status).toBe(404);
    expect((await server.patch(`/api/webhooks/${id}`, { enabled: false }, as)).status).toBe(404);
    expect((await server.post(`/api/webhooks/${id}/test`, undefined, as)).status).toBe(404);
    expect((await server.get(`/api/webhooks/${id}/deliveries`, as)).status).toBe(404);
    expect((await server.delete(`/api/webhooks/${id}`, as)).status).toBe(404);
    expect((await server.get('/api/webhooks', as)).body.endpoints).toEqual([]);
    expect((await server.delete(`/api/webhooks/${id}`, { token })).status).toBe(204);
    expect((await server.get('/api/webhooks', { token })).body.endpoints).toEqual([]);
  });
});

describeEachDatabase('webhook deliveries', (database) => {
  let server: TestServer;
  let work: BackgroundWork;
  let receiver: Receiver;
  // Ahead of the real time, so jobs the API queues now are due, and within the five minutes a
  // Standard Webhooks verifier allows a timestamp to be off.
  const clock = manualClock(Date.now() + 60_000);

  beforeAll(async () => {
    receiver = await startReceiver();
    server = await startTestServer({ database, config: webhookConfig({ timeoutMs: 500 }) });
    work = await startBackgroundWork({ ...server, clock });
  });
  afterAll(async () => {
    await work?.stop();
    await server?.close();
    await receiver?.close();
  });

  const owner = async () => {
    const user = await server.registerUser();
    const as = { token: user.token };
    const endpoint = async (path: string, events: string[] = ['contact.created']) => {
      const res = await server.post('/api/webhooks', { url: receiver.url(path), events }, as);
      expect(res.status, res.text).toBe(201);
      return res.body as { endpoint: WebhookEndpoint; secret: string };
    };
    const deliveries = async (id: number) =>
      (await server.get(`/api/webhooks/${id}/deliveries`, as)).body.deliveries as {
        id: number;
        status: string;
        attempts: number;
        responseCode: number | null;
        error: string | null;
        eventType: string;
        eventId: string;
      }[];
    const sendTest = async (id: number) => {
      const res = await server.post(`/api/webhooks/${id}/test`, undefined, as);
      expect(res.status, res.text).toBe(201);
      return res.body.delivery as { id: number; eventId: string };
    };
    return { user, as, endpoint, deliveries, sendTest };
  };
  const until = <T>(
    check: () => Promise<T | undefined | false> | T | undefined | false,
    what: string,
  ) =>
    waitFor(
      () => {
        wakeWorkers(JOBS_QUEUE);
        return check();
      },
      { what },
    );

  it('signs a test event the Standard Webhooks way, and retries a 500 until it is delivered', async () => {
    const { endpoint, deliveries, sendTest } = await owner();
    receiver.answer('/flaky', (n) => ({ status: n === 1 ? 500 : 204 }));
    const { endpoint: e, secret } = await endpoint('/flaky');
    const test = await sendTest(e.id);
    await until(() => receiver.at('/flaky').length === 1, 'the first try');
    await until(
      async () => (await deliveries(e.id))[0]?.attempts === 1,
      'the first attempt recorded',
    );
    expect((await deliveries(e.id))[0]).toMatchObject({
      status: 'queued',
      responseCode: 500,
      error: 'The endpoint answered 500',
    });
    // Not before its backoff.
    wakeWorkers(JOBS_QUEUE);
    await new Promise((r) => setTimeout(r, 300));
    expect(receiver.at('/flaky')).toHaveLength(1);

    clock.advance(WEBHOOK_RETRY_DELAYS_MS[0]!);
    await until(
      async () => (await deliveries(e.id))[0]?.status === 'delivered',
      'the retry delivered',
    );
    const [first, second] = receiver.at('/flaky');
    expect(first!.headers['webhook-id']).toBe(test.eventId);
    expect(second!.headers['webhook-id']).toBe(test.eventId);
    expect(test.eventId).toMatch(/^msg_/);
    const event = verified(secret, second!);
    expect(event).toMatchObject({ type: 'webhook.test', data: { endpointId: e.id } });
    expect(first!.body).toBe(second!.body);
    expect(second!.headers['content-type']).toBe('application/json');
    expect((await deliveries(e.id))[0]).toMatchObject({
      attempts: 2,
      responseCode: 204,
      error: null,
    });
  });

  it('does not follow a redirect, and gives up on a slow receiver after the timeout', async () => {
    const { endpoint, deliveries, sendTest } = await owner();
    receiver.answer('/moved', () => ({
      status: 302,
      headers: { location: receiver.url('/target') },
    }));
    receiver.answer('/slow', () => ({ status: 200, delayMs: 3000 }));
    const moved = (await endpoint('/moved')).endpoint;
    const slow = (await endpoint('/slow')).endpoint;
    await sendTest(moved.id);
    await sendTest(slow.id);
    await until(
      async () => (await deliveries(moved.id))[0]?.attempts === 1,
      'the redirect answered',
    );
    expect((await deliveries(moved.id))[0]).toMatchObject({ status: 'queued', responseCode: 302 });
    expect((await deliveries(moved.id))[0]!.error).toMatch(/redirects are not followed/);
    expect(receiver.at('/target')).toEqual([]);
    await until(async () => (await deliveries(slow.id))[0]?.attempts === 1, 'the slow one');
    expect((await deliveries(slow.id))[0]).toMatchObject({
      status: 'queued',
      responseCode: null,
      error: 'No answer within 0.5 s',
    });
  });

  it('delivers an owner’s events only to that owner’s endpoints', async () => {
    const a = await owner();
    const b = await owner();
    const ea = (await a.endpoint('/owner-a')).endpoint;
    const eb = await b.endpoint('/owner-b');
    const res = await server.post(
      '/api/contacts',
      { firstName: 'Bo', lastName: 'B', email: `bo-${database}@example.com` },
      b.as,
    );
    expect(res.status).toBe(201);
    await until(() => receiver.at('/owner-b').length === 1, 'b’s event');
    const event = verified(eb.secret, receiver.at('/owner-b')[0]!);
    expect(event).toMatchObject({
      type: 'contact.created',
      data: { contact: { id: res.body.contact.id, email: `bo-${database}@example.com` } },
    });
    expect(receiver.at('/owner-a')).toEqual([]);
    expect(await a.deliveries(ea.id)).toEqual([]);
  });

  it('signs with both secrets while a rotated-out one is honoured, then with the new one only', async () => {
    const { as, endpoint, sendTest } = await owner();
    const { endpoint: e, secret: old } = await endpoint('/rotating');
    const rotated = await server.post(`/api/webhooks/${e.id}/rotate-secret`, undefined, as);
    const fresh = rotated.body.secret as string;
    await sendTest(e.id);
    await until(() => receiver.at('/rotating').length === 1, 'the event after rotation');
    const post = receiver.at('/rotating')[0]!;
    expect(post.headers['webhook-signature']!.split(' ')).toHaveLength(2);
    expect(verified(fresh, post).type).toBe('webhook.test');
    expect(verified(old, post).type).toBe('webhook.test');

    clock.advance(25 * 60 * 60 * 1000);
    await sendTest(e.id);
    await until(() => receiver.at('/rotating').length === 2, 'the event a day later');
    const later = receiver.at('/rotating')[1]!;
    expect(later.headers['webhook-signature']!.split(' ')).toHaveLength(1);
  });

  it('keeps one contact’s events in order: a later one waits for an earlier one’s retry', async () => {
    const { as, endpoint, deliveries } = await owner();
    receiver.answer('/ordered', (n) => ({ status: n === 1 ? 503 : 200 }));
    const { endpoint: e } = await endpoint('/ordered', ['contact.created', 'contact.updated']);
    const created = await server.post(
      '/api/contacts',
      { firstName: 'Ord', lastName: 'Er', email: `ord-${database}@example.com` },
      as,
    );
    const id = created.body.contact.id as number;
    await until(() => receiver.at('/ordered').length === 1, 'the created event tried');
    expect((await server.patch(`/api/contacts/${id}`, { firstName: 'Orla' }, as)).status).toBe(200);
    await until(async () => (await deliveries(e.id)).length === 2, 'the updated event queued');
    // The update waits for the creation's retry, however often the workers look.
    for (let i = 0; i < 3; i++) {
      wakeWorkers(JOBS_QUEUE);
      await new Promise((r) => setTimeout(r, 150));
    }
    expect(receiver.at('/ordered')).toHaveLength(1);
    // The creation's retry is due; once it is delivered it wakes the update at once.
    clock.advance(WEBHOOK_RETRY_DELAYS_MS[0]!);
    await until(
      async () => (await deliveries(e.id)).every((d) => d.status === 'delivered'),
      'both delivered',
    );
    const types = () => receiver.at('/ordered').map((r) => JSON.parse(r.body).type as string);
    expect(types()).toEqual(['contact.created', 'contact.created', 'contact.updated']);
  });

  it('queues a whole import’s worth of events in one call, in slices the databases take', async () => {
    const { user, as, endpoint } = await owner();
    const { endpoint: e } = await endpoint('/bulk');
    // Off before the workers reach them: this is about the queueing, not 1,200 posts.
    await server.patch(`/api/webhooks/${e.id}`, { enabled: false }, as);
    const ids = await emitWebhookEvents(
      server,
      ownerScope(user.user.id),
      'contact.created',
      () => Array.from({ length: 1200 }, (_, i) => ({ data: { i }, orderKey: `contact:${i}` })),
      { endpointId: e.id },
    );
    expect(ids).toHaveLength(1200);
    expect(new Set(ids).size).toBe(1200);
    expect((await server.get(`/api/webhooks/${e.id}/deliveries`, as)).body.total).toBe(1200);
    expect((await server.delete(`/api/webhooks/${e.id}`, as)).status).toBe(204);
  });

  it('turns off an endpoint that has failed for a day, with the reason, and sends it nothing more', async () => {
    const { as, endpoint, deliveries, sendTest } = await owner();
    receiver.answer('/down', () => ({ status: 500 }));
    const { endpoint: e } = await endpoint('/down');
    await sendTest(e.id);
    for (let attempt = 1; attempt <= WEBHOOK_RETRY_DELAYS_MS.length + 1; attempt++) {
      await until(
        async () => (await deliveries(e.id))[0]?.attempts === attempt,
        `attempt ${attempt}`,
      );
      if (attempt <= WEBHOOK_RETRY_DELAYS_MS.length)
        clock.advance(WEBHOOK_RETRY_DELAYS_MS[attempt - 1]!);
    }
    const [delivery] = await deliveries(e.id);
    expect(delivery).toMatchObject({ status: 'failed', attempts: 8, responseCode: 500 });
    const after = (await server.get(`/api/webhooks/${e.id}`, as)).body.endpoint;
    expect(after.enabled).toBe(false);
    expect(after.disabledReason).toMatch(
      /every delivery failed for 24 hours \(last: The endpoint answered 500\)/,
    );
    const tried = receiver.at('/down').length;
    await server.post(
      '/api/contacts',
      { firstName: 'No', lastName: 'One', email: `none-${database}@example.com` },
      as,
    );
    expect(await deliveries(e.id)).toHaveLength(1);
    // Turned back on by its owner: events flow again.
    receiver.answer('/down', () => ({ status: 200 }));
    const back = await server.patch(`/api/webhooks/${e.id}`, { enabled: true }, as);
    expect(back.body.endpoint).toMatchObject({ enabled: true, disabledReason: null });
    const resent = await server.post(
      `/api/webhooks/${e.id}/deliveries/${delivery!.id}/resend`,
      undefined,
      as,
    );
    expect(resent.status, resent.text).toBe(200);
    await until(
      async () => (await deliveries(e.id))[0]?.status === 'delivered',
      'the resent delivery',
    );
    expect(receiver.at('/down').length).toBe(tried + 1);
  });

  it('deleting an endpoint cancels its deliveries’ jobs, retries and parked ones too, and no other', async () => {
    const { user, as, endpoint, deliveries } = await owner();
    const scope = ownerScope(user.user.id);
    receiver.answer('/deleted', () => ({ status: 500 }));
    receiver.answer('/kept', () => ({ status: 500 }));
    const { endpoint: gone } = await endpoint('/deleted');
    const { endpoint: kept } = await endpoint('/kept');
    await server.post(
      '/api/contacts',
      { firstName: 'Del', lastName: 'Eted', email: `deleted-${database}@example.com` },
      as,
    );
    // Both first tries failed: each delivery's job now waits for its retry.
    for (const e of [gone, kept])
      await until(async () => (await deliveries(e.id))[0]?.attempts === 1, `${e.url} tried`);
    const [goneDelivery] = await deliveries(gone.id);
    const [keptDelivery] = await deliveries(kept.id);
    // A resend's job that was parked: the other shape a delivery's job takes.
    const parked = await jobsRepository(server).enqueue(
      {
        kind: WEBHOOK_DELIVERY_JOB,
        scope,
        payload: { deliveryId: goneDelivery!.id },
        key: `webhook:${goneDelivery!.id}:resend:parked`,
      },
      clock.now(),
    );
    await server.db
      .updateTable('jobs')
      .set({ state: 'parked' })
      .where('id', '=', parked.id)
      .execute();
    const jobsOf = async (deliveryId: number) =>
      server.db
        .selectFrom('jobs')
        .select(['state', 'error', 'finished_at'])
        .where('kind', '=', WEBHOOK_DELIVERY_JOB)
        .where('payload', '=', JSON.stringify({ deliveryId }))
        .execute();
    expect((await jobsOf(goneDelivery!.id)).map((j) => j.state).sort()).toEqual([
      'parked',
      'queued',
    ]);
    const posted = receiver.at('/deleted').length;

    expect((await server.delete(`/api/webhooks/${gone.id}`, as)).status).toBe(204);
    const cancelled = await jobsOf(goneDelivery!.id);
    expect(cancelled).toHaveLength(2);
    for (const job of cancelled) {
      expect(job).toMatchObject({
        state: 'cancelled',
        error: 'Not sent: the endpoint was deleted',
      });
      expect(job.finished_at).not.toBeNull();
    }
    expect(await jobsOf(keptDelivery!.id)).toMatchObject([
      { state: 'queued', error: expect.any(String) },
    ]);

    // Past the retry's time: the kept endpoint is tried again, the deleted one never.
    clock.advance(WEBHOOK_RETRY_DELAYS_MS[0]!);
    await until(async () => (await deliveries(kept.id))[0]?.attempts === 2, 'the kept retry');
    wakeWorkers(JOBS_QUEUE);
    await new Promise((r) => setTimeout(r, 300));
    expect(receiver.at('/deleted')).toHaveLength(posted);
  });
});

describeEachDatabase('webhook events from the paths that cause them', (database) => {
  let mailing: MailingServer;
  let server: TestServer;
  let receiver: Receiver;
  let secret: string;
  const BOUNCING = `nobody-${database}@example.com`;
  const OFFER = 'https://shop.example.com/offer';
  const events = new Map<string, { type: string; data: Record<string, unknown> }>();

  beforeAll(async () => {
    receiver = await startReceiver();
    mailing = await startMailingServer(
      database,
      {
        answer: (rcpt) =>
          rcpt === BOUNCING ? { code: 550, message: '5.1.1 User unknown' } : undefined,
      },
      webhookConfig(),
    );
    ({ server } = mailing);
    const user = await server.registerUser();
    const as = { token: user.token };
    const post = async (path: string, json: unknown, status = 201) => {
      const res = await server.post(path, json, as);
      expect(res.status, `${path}: ${res.text}`).toBe(status);
      return res.body;
    };
    const hook = await post('/api/webhooks', { url: receiver.url('/all'), events: ALL_EVENTS });
    secret = hook.secret;

    // A form whose submission starts a one-email workflow: created, submitted, entered, completed.
    const form = (
      await post('/api/forms', {
        name: 'Newsletter',
        fields: [{ key: 'email', type: 'email', label: 'Email' }],
        tags: [],
        doubleOptIn: false,
        thankYouMessage: 'Thanks!',
      })
    ).form as { id: number; publicId: string };
    const template = (
      await post('/api/email-templates', {
        name: 'Welcome',
        subject: 'Welcome aboard',
        content: '<p>Hello</p>',
        templateType: 'welcome',
      })
    ).template.id as number;
    await post('/api/automation-workflows', {
      name: 'Welcome series',
      trigger: 'form_submission',
      isActive: true,
      steps: JSON.stringify({
        version: 2,
        trigger: { formId: form.id },
        steps: [{ id: 'hello', type: 'send_email', templateId: template }],
      }),
    });
    const fan = `fan-${database}@example.com`;
    const submitted = await server.request('POST', `/f/${form.publicId}`, {
      body: new URLSearchParams({ _t: await mailing.servedFormToken(), email: fan }).toString(),
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    });
    expect(submitted.status, submitted.text).toBe(200);

    // Contacts through the API: one changed, one whose address bounces.
    const reader = `reader-${database}@example.com`;
    const readerId = (
      await post('/api/contacts', { firstName: 'Rea', lastName: 'D', email: reader })
    ).contact.id as number;
    const changed = await server.patch(`/api/contacts/${readerId}`, { firstName: 'Rhea' }, as);
    expect(changed.status, changed.text).toBe(200);
    const bouncerId = (
      await post('/api/contacts', { firstName: 'No', lastName: 'Body', email: BOUNCING })
    ).contact.id as number;
    const fanId = (await server.get(`/api/contacts?q=${encodeURIComponent(fan)}`, as)).body
      .contacts[0].id as number;

    // A campaign to all three, sent through the SMTP sink; opened and clicked, unsubscribed.
    const campaign = (
      await post('/api/campaigns', {
        name: 'Spring launch',
        subject: 'Spring is here',
        content: `<p>Hi</p><p><a href="${OFFER}">Offer</a></p>`,
      })
    ).campaign.id as number;
    for (const contactId of [fanId, readerId, bouncerId])
      await post(`/api/campaigns/${campaign}/contacts`, { contactId });
    await post(`/api/campaigns/${campaign}/send`, undefined, 202);
    await waitFor(
      async () =>
        (await server.get(`/api/campaigns/${campaign}`, as)).body.campaign.status === 'sent',
      { what: 'the campaign sent' },
    );
    expect((await server.get(mailing.linkIn(fan, 'Spring is here', '/t/o/'))).status).toBe(200);
    expect((await server.get(mailing.linkIn(fan, 'Spring is here', '/t/c/'))).status).toBe(302);
    await flushEngagement(server);
    const left = await server.request('POST', mailing.linkIn(reader, 'Spring is here', '/u/'), {
      body: 'List-Unsubscribe=One-Click',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    });
    expect(left.status, left.text).toBeLessThan(300);

    // The fan complains about the campaign (as any bounce route applies it); the reader is erased.
    const bounces = bouncesRepository(server, ownerScope(user.user.id));
    const sentToFan = await server.db
      .selectFrom('campaign_recipients')
      .select('id')
      .where('campaign_id', '=', campaign)
      .where('email', '=', fan)
      .executeTakeFirstOrThrow();
    const message = await bounceReportsRepository(server).findByRecipientId(sentToFan.id);
    expect(
      await bounces.apply(
        message!,
        { kind: 'complaint', address: fan, status: 'abuse', reason: 'Spam report' },
        'imap',
      ),
    ).toBe('applied');
    await post(`/api/contacts/${readerId}/erase`, { confirmEmail: reader }, 204);

    await waitFor(
      () => {
        wakeWorkers(JOBS_QUEUE);
        for (const post of receiver.at('/all')) {
          const event = verified(secret, post);
          events.set(post.headers['webhook-id']!, event);
        }
        const seen = new Set([...events.values()].map((e) => e.type));
        return ALL_EVENTS.every((type) => seen.has(type));
      },
      { what: 'every event type', timeoutMs: 30_000 },
    ).catch((error: unknown) => {
      const seen = new Set([...events.values()].map((e) => e.type));
      throw new Error(
        `${String(error)}; missing: ${ALL_EVENTS.filter((t) => !seen.has(t)).join(', ')}`,
      );
    });
  }, 60_000);
  afterAll(async () => {
    await mailing?.stop();
    await receiver?.close();
  });

  const of = (type: WebhookEventType) => [...events.values()].filter((e) => e.type === type);
  const fan = () => `fan-${database}@example.com`;
  const reader = () => `reader-${database}@example.com`;

  it.each<[WebhookEventType, (data: Record<string, unknown>[]) => void]>([
    [
      'contact.created',
      (d) =>
        expect(d).toEqual(
          expect.arrayContaining([
            expect.objectContaining({
              contact: expect.objectContaining({ email: fan() }),
              createdVia: 'form',
            }),
            expect.objectContaining({
              contact: expect.objectContaining({ email: reader() }),
              createdVia: 'api',
            }),
          ]),
        ),
    ],
    [
      'contact.updated',
      (d) =>
        expect(d).toContainEqual(
          expect.objectContaining({
            contact: expect.objectContaining({ email: reader(), firstName: 'Rhea' }),
            changes: [{ field: 'firstName', from: 'Rea', to: 'Rhea' }],
          }),
        ),
    ],
    [
      'contact.unsubscribed',
      (d) =>
        expect(d).toContainEqual({
          contact: expect.objectContaining({ email: reader(), status: 'unsubscribed' }),
        }),
    ],
    [
      'contact.bounced',
      (d) =>
        expect(d).toContainEqual({
          contact: expect.objectContaining({ email: BOUNCING, status: 'bounced' }),
        }),
    ],
    [
      'contact.complained',
      (d) =>
        expect(d).toContainEqual(expect.objectContaining({ email: fan(), feedbackType: 'abuse' })),
    ],
    [
      'contact.erased',
      (d) => expect(d).toContainEqual(expect.objectContaining({ email: reader() })),
    ],
    [
      'form.submitted',
      (d) =>
        expect(d).toContainEqual(
          expect.objectContaining({
            form: expect.objectContaining({ name: 'Newsletter' }),
            email: fan(),
            newContact: true,
          }),
        ),
    ],
    [
      'campaign.sent',
      (d) =>
        expect(d).toContainEqual({
          campaign: expect.objectContaining({ name: 'Spring launch' }),
          recipients: 3,
          sent: 2,
          failed: 1,
        }),
    ],
    ['email.opened', (d) => expect(d).toContainEqual(expect.objectContaining({ email: fan() }))],
    [
      'email.clicked',
      (d) => expect(d).toContainEqual(expect.objectContaining({ email: fan(), url: OFFER })),
    ],
    [
      'workflow.entered',
      (d) =>
        expect(d).toContainEqual(
          expect.objectContaining({
            workflow: expect.objectContaining({ name: 'Welcome series' }),
          }),
        ),
    ],
    [
      'workflow.completed',
      (d) =>
        expect(d).toContainEqual(
          expect.objectContaining({
            workflow: expect.objectContaining({ name: 'Welcome series' }),
          }),
        ),
    ],
  ])('%s arrives, signed, from the path that causes it', (type, check) => {
    const found = of(type);
    expect(found.length, type).toBeGreaterThan(0);
    check(found.map((e) => e.data));
  });

  it('keeps no logged delivery naming an erased person but the erasure’s own', async () => {
    const rows = await server.db
      .selectFrom('webhook_deliveries')
      .select(['event_type', 'payload'])
      .execute();
    expect(rows.length).toBeGreaterThan(10);
    expect(rows.filter((r) => r.payload.includes(reader())).map((r) => r.event_type)).toEqual([
      'contact.erased',
    ]);
  });

  it('covers every event type the contract lists', () => {
    expect(new Set([...events.values()].map((e) => e.type))).toEqual(new Set(ALL_EVENTS));
  });
});

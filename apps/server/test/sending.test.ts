import { generateKeyPairSync, type KeyObject } from 'node:crypto';
import { dkimVerify } from 'mailauth';
import { CampaignDetailResponseSchema } from '@crm/api-client';
import * as v from 'valibot';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { ServerConfig } from '../src/config';
import { startBackgroundWork, type BackgroundWork } from '../src/backgroundWork';
import { reportDeps } from '../src/bounces/bounceReceivers';
import { processReport } from '../src/bounces/processReport';
import { verpAddresses } from '../src/bounces/verpAddress';
import { serverSecret } from '../src/db/serverSecretsRepository';
import { closeSharedMailers } from '../src/sending/mailer';
import { trackingTokens } from '../src/tracking/trackingTokens';
import { flushEngagement } from '../src/tracking/trackingRoutes';
import { fixture } from './bouncesSeed';
import { describeEachDatabase, startTestServer, type TestServer } from './harness';
import { startSmtpSink, waitFor, type SmtpSink } from './sendingSink';

const PUBLIC_URL = 'https://crm.example.test';

/** The headers every kind of message carries and DKIM must sign (issue 30 §1). */
const SIGNED_ON_EVERY_MESSAGE = [
  'from',
  'to',
  'subject',
  'date',
  'message-id',
  'mime-version',
  'content-type',
  'list-unsubscribe',
  'list-unsubscribe-post',
];

/** The header names a verified signature covers (mailauth's result, beyond its typings). */
const signedHeaders = (result: unknown) =>
  (result as { signingHeaders: { keys: string } }).signingHeaders.keys.toLowerCase().split(/:\s*/);

/** A DNS resolver for mailauth that knows one DKIM key and nothing else (no network in tests). */
function dkimRecord(name: string, publicKey: KeyObject) {
  const p = publicKey.export({ type: 'spki', format: 'der' }).toString('base64');
  return async (query: string, type: string) => {
    if (query === name && type === 'TXT') return [[`v=DKIM1; k=rsa; p=${p}`]];
    throw Object.assign(new Error(`no ${type} record for ${query}`), { code: 'ENOTFOUND' });
  };
}

/** Fast knobs: short retries, polls and leases, so the suite runs in seconds. */
function mailConfig(base: ServerConfig['mail'], smtpUrl: string | undefined): ServerConfig['mail'] {
  return {
    ...base,
    smtpUrl,
    from: 'Beacon <news@beacon.test>',
    publicUrl: PUBLIC_URL,
    retryDelaysMs: [200, 200],
    pollIntervalMs: 50,
    claimLeaseMs: 5000,
  };
}

/** A mail link as a path on the test server. */
const pathOf = (url: string) => url.slice(PUBLIC_URL.length);

describeEachDatabase('sending', (database) => {
  let server: TestServer;
  let sink: SmtpSink;
  let engine: BackgroundWork | undefined;
  let token: string;

  async function boot(
    smtpUrl: string | undefined,
    answer?: Parameters<typeof startSmtpSink>[0],
    config: Partial<ServerConfig> = {},
  ) {
    sink = await startSmtpSink(answer);
    const { defaultConfig } = await import('../src/config');
    server = await startTestServer({
      database,
      config: {
        mail: mailConfig(defaultConfig.mail, smtpUrl === 'sink' ? sink.url : smtpUrl),
        ...config,
      },
    });
    // Test sends go to the sign-in address (issue 26 §1).
    token = (await server.registerUser({ email: 'me@example.com' })).token;
  }

  // The sending engine and the job workers (a scheduled campaign's start is a job).
  const startEngine = async () => {
    engine = await startBackgroundWork(server);
  };

  afterEach(async () => {
    await engine?.stop();
    engine = undefined;
    closeSharedMailers();
    await server?.close();
    await sink?.close();
  });

  async function contact(fields: Record<string, unknown>): Promise<number> {
    const res = await server.post('/api/contacts', fields, { token });
    expect(res.status).toBe(201);
    return res.body.contact.id;
  }

  async function campaign(fields: Record<string, unknown>, contactIds: number[]): Promise<number> {
    const res = await server.post(
      '/api/campaigns',
      { name: 'Launch', subject: 'Hi', content: '<p>Hello</p>', ...fields },
      { token },
    );
    expect(res.status).toBe(201);
    const id: number = res.body.campaign.id;
    for (const contactId of contactIds)
      expect(
        (await server.post(`/api/campaigns/${id}/contacts`, { contactId }, { token })).status,
      ).toBe(201);
    return id;
  }

  const campaignRow = (id: number) =>
    server.db.selectFrom('campaigns').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

  const sentCampaign = (id: number) =>
    waitFor(async () => (await campaignRow(id)).status === 'sent', { what: 'campaign sent' });

  it('sends one message per recipient with merge tags, both parts, unsubscribe headers and working links', async () => {
    await boot('sink');
    const tom = await contact({
      firstName: '<b>Tom</b> & "Co"',
      lastName: 'Jones',
      email: 'tom@example.com',
      company: 'Acme',
      customFields: { plan: 'Gold' },
    });
    const ann = await contact({ firstName: 'Ann', lastName: 'Lee', email: 'ann@example.com' });
    const gone = await contact({
      firstName: 'Gone',
      lastName: 'Away',
      email: 'gone@example.com',
      status: 'unsubscribed',
    });
    const id = await campaign(
      {
        subject: 'Hello {{firstName|there}} from {{company|us}}',
        content:
          '<html><body><h1>Hi {{firstName|there}}</h1><p>Team {{company|your team}}, plan {{plan|none}}.</p>' +
          '<p><a href="https://shop.example.com/offer?x=1&amp;who={{email}}">See the offer</a></p></body></html>',
      },
      [tom, ann, gone],
    );
    await startEngine();
    const sent = await server.post(`/api/campaigns/${id}/send`, undefined, { token });
    expect(sent.status).toBe(202);
    expect(sent.body.progress.total).toBe(2);
    await sentCampaign(id);

    expect(sink.received.map((m) => m.to).sort()).toEqual(['ann@example.com', 'tom@example.com']);
    // Without BOUNCE_DOMAIN the envelope sender is the From address.
    expect(sink.received.map((m) => m.from)).toEqual(['news@beacon.test', 'news@beacon.test']);
    const toTom = sink.received.find((m) => m.to === 'tom@example.com')!.parsed;
    const toAnn = sink.received.find((m) => m.to === 'ann@example.com')!.parsed;
    expect(toTom.subject).toBe('Hello <b>Tom</b> & "Co" from Acme');
    expect(toAnn.subject).toBe('Hello Ann from us');
    // HTML-escaped values in the HTML part; the plain-text part carries them as they are.
    expect(toTom.html).toContain('Hi &lt;b&gt;Tom&lt;/b&gt; &amp; &quot;Co&quot;');
    expect(toTom.html).toContain('Team Acme, plan Gold.');
    expect(toAnn.html).toContain('Team your team, plan none.');
    expect(toTom.text).toContain('Hi <b>Tom</b> & "Co"');
    expect(toAnn.text).toContain('Team your team, plan none.');
    expect(toTom.messageId).not.toBe(toAnn.messageId);
    expect(toTom.messageId).toMatch(/@beacon\.test>$/);
    const rawHeaders = sink.received
      .find((m) => m.to === 'tom@example.com')!
      .raw.split('\r\n\r\n')[0]!
      .replace(/\r\n[ \t]+/g, ' ');
    expect(rawHeaders).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click$/m);
    const listHeader = /^List-Unsubscribe: (.*)$/m.exec(rawHeaders)![1]!;
    expect(listHeader).toMatch(
      /^<https:\/\/crm\.example\.test\/u\/[^>]+>, <mailto:news@beacon\.test\?subject=[^>]+>$/,
    );

    // The open pixel and the click redirect work without a session and count unique recipients.
    const html = toTom.html as string;
    const pixel = /<img src="([^"]+\/t\/o\/[^"]+)"/.exec(html)![1]!;
    const click = /<a href="([^"]+\/t\/c\/[^"]+)"/.exec(html)![1]!.replace(/&amp;/g, '&');
    const opened = await server.get(pathOf(pixel));
    expect(opened.status).toBe(200);
    expect(opened.headers.get('content-type')).toBe('image/gif');
    await server.get(pathOf(pixel));
    const clicked = await server.get(pathOf(click));
    expect(clicked.status).toBe(302);
    expect(clicked.headers.get('location')).toBe(
      'https://shop.example.com/offer?x=1&who=tom%40example.com',
    );
    // Another URL appended to a valid token goes nowhere else: the target is under the signature.
    const redirected = await server.get(`${pathOf(click)}?url=https://evil.example`);
    expect(redirected.headers.get('location')).toBe(clicked.headers.get('location'));
    await flushEngagement(server);
    const progress = await server.get(`/api/campaigns/${id}/progress`, { token });
    expect(progress.body).toMatchObject({
      status: 'sent',
      progress: { total: 2, sent: 2, queued: 0, opened: 1, clicked: 1 },
    });
    // The campaign's own read carries the same live progress, validated by the client's contract.
    const detail = await server.get(`/api/campaigns/${id}`, { token });
    expect(v.parse(CampaignDetailResponseSchema, detail.body)).toMatchObject({
      campaign: { id, status: 'sent' },
      progress: { total: 2, sent: 2, queued: 0, failed: 0, opened: 1, clicked: 1, unsubscribed: 0 },
    });
    const row = await campaignRow(id);
    expect([row.sent_count, row.open_count, row.click_count]).toEqual([2, 1, 1]);
    const tomRow = await server.db
      .selectFrom('campaign_recipients')
      .selectAll()
      .where('contact_id', '=', tom)
      .executeTakeFirstOrThrow();
    expect(tomRow.open_count).toBe(2);
    expect(tomRow.click_count).toBe(2);
    expect(tomRow.first_opened_at).not.toBeNull();

    // One-click unsubscribe (RFC 8058): no page, the contact is unsubscribed, the event kept.
    const unsubscribeUrl = /<(https:[^>]+)>/.exec(listHeader)![1]!;
    const page = await server.get(pathOf(unsubscribeUrl));
    expect(page.status).toBe(200);
    expect(page.text).toContain('<button type="submit"');
    const oneClick = await server.request('POST', pathOf(unsubscribeUrl), {
      body: 'List-Unsubscribe=One-Click',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    });
    expect(oneClick.status).toBe(200);
    expect(oneClick.text).toBe('');
    expect((await server.get(`/api/contacts/${tom}`, { token })).body.contact.status).toBe(
      'unsubscribed',
    );
    const engagement = await server.get(`/api/contacts/${tom}/engagement`, { token });
    expect(engagement.body.engagement).toEqual([
      expect.objectContaining({
        campaignId: id,
        status: 'sent',
        openCount: 2,
        clickCount: 2,
        unsubscribedAt: expect.any(String),
        bouncedAt: null,
      }),
    ]);
    const events = await server.db
      .selectFrom('tracking_events')
      .select(['type'])
      .where('campaign_id', '=', id)
      .execute();
    expect(events.map((e) => e.type).sort()).toEqual([
      'click',
      'click',
      'open',
      'open',
      'unsubscribe',
    ]);

    // A campaign sends once; the next campaign skips the unsubscribed contact.
    expect((await server.post(`/api/campaigns/${id}/send`, undefined, { token })).status).toBe(409);
    const next = await campaign({ name: 'Second' }, [tom, ann]);
    expect(
      (await server.post(`/api/campaigns/${next}/send`, undefined, { token })).body.progress.total,
    ).toBe(1);
    await sentCampaign(next);
    expect(sink.received.filter((m) => m.to === 'tom@example.com')).toHaveLength(1);
  });

  it('answers 404 for forged, expired and wrong-kind tokens', async () => {
    await boot(undefined);
    const tokens = trackingTokens(await serverSecret(server, undefined));
    const future = Date.now() + 60_000;
    const good = tokens.sign({ kind: 'open', recipientId: 1, expiresAt: future });
    const forged = good.slice(0, -2) + (good.endsWith('AA') ? 'BB' : 'AA');
    expect((await server.get(`/t/o/${forged}`)).status).toBe(404);
    const expired = tokens.sign({ kind: 'open', recipientId: 1, expiresAt: Date.now() - 1000 });
    expect((await server.get(`/t/o/${expired}`)).status).toBe(404);
    expect((await server.get(`/t/c/${good}`)).status).toBe(404);
    const other = trackingTokens('another secret').sign({
      kind: 'click',
      recipientId: 1,
      expiresAt: future,
      url: 'https://evil.example',
    });
    const res = await server.get(`/t/c/${other}`);
    expect(res.status).toBe(404);
    expect(res.headers.get('location')).toBeNull();
    expect(
      (await server.request('POST', `/u/${forged}`, { body: 'List-Unsubscribe=One-Click' })).status,
    ).toBe(404);
  });

  it('retries a 451 and delivers once the server answers 250', async () => {
    await boot('sink', {
      answer: (_rcpt, attempt) =>
        attempt === 1 ? { code: 451, message: '4.7.1 Greylisted, try again' } : undefined,
    });
    const id = await campaign({}, [
      await contact({ firstName: 'Grey', lastName: 'Listed', email: 'grey@example.com' }),
    ]);
    await startEngine();
    await server.post(`/api/campaigns/${id}/send`, undefined, { token });
    await sentCampaign(id);
    expect(sink.received).toHaveLength(1);
    const row = await server.db
      .selectFrom('campaign_recipients')
      .selectAll()
      .executeTakeFirstOrThrow();
    expect([row.status, row.attempts]).toEqual(['sent', 2]);
  });

  it('records a 550 user unknown as failed and the contact as bounced', async () => {
    await boot('sink', {
      answer: (rcpt) =>
        rcpt === 'nobody@example.com' ? { code: 550, message: '5.1.1 User unknown' } : undefined,
    });
    const nobody = await contact({
      firstName: 'No',
      lastName: 'Body',
      email: 'nobody@example.com',
    });
    const some = await contact({ firstName: 'Some', lastName: 'Body', email: 'some@example.com' });
    const id = await campaign({}, [nobody, some]);
    await startEngine();
    await server.post(`/api/campaigns/${id}/send`, undefined, { token });
    await sentCampaign(id);
    const rows = await server.db
      .selectFrom('campaign_recipients')
      .selectAll()
      .orderBy('email')
      .execute();
    expect(rows.map((r) => [r.email, r.status, r.attempts])).toEqual([
      ['nobody@example.com', 'failed', 1],
      ['some@example.com', 'sent', 1],
    ]);
    expect(rows[0]!.error).toContain('User unknown');
    expect(rows[0]!.bounced_at).not.toBeNull();
    expect((await server.get(`/api/contacts/${nobody}`, { token })).body.contact.status).toBe(
      'bounced',
    );
    const progress = await server.get(`/api/campaigns/${id}/progress`, { token });
    expect(progress.body.progress).toMatchObject({ sent: 1, failed: 1, bounced: 1 });
  });

  it('sends each campaign message from its VERP return path when BOUNCE_DOMAIN is set, which a DSN comes back to', async () => {
    const { defaultConfig } = await import('../src/config');
    const bounceDomain = 'bounces.beacon.test';
    await boot('sink', undefined, { bounces: { ...defaultConfig.bounces, domain: bounceDomain } });
    const gone = await contact({
      firstName: 'Un',
      lastName: 'Known',
      email: 'unknown@remote.test',
    });
    const ann = await contact({ firstName: 'Ann', lastName: 'Lee', email: 'ann@example.com' });
    const id = await campaign({}, [gone, ann]);
    await startEngine();
    await server.post(`/api/campaigns/${id}/send`, undefined, { token });
    await sentCampaign(id);

    const verp = verpAddresses(await serverSecret(server, undefined), bounceDomain);
    const rows = await server.db.selectFrom('campaign_recipients').selectAll().execute();
    expect(sink.received).toHaveLength(2);
    for (const message of sink.received) {
      const row = rows.find((r) => r.email === message.to)!;
      const target = { kind: 'recipient', recipientId: row.id };
      // The envelope sender names this message's recipient row, signed; so does the header an
      // SMTP provider echoes in its webhooks.
      expect(message.from).toMatch(/^bounce\+[a-z0-9-]+@bounces\.beacon\.test$/);
      expect(verp.read(message.from)).toEqual(target);
      expect(verp.readToken(message.parsed.headers.get('x-beacon-bounce') as string)).toEqual(
        target,
      );
      // From stays the sender's.
      expect(message.parsed.from?.value).toEqual([{ name: 'Beacon', address: 'news@beacon.test' }]);
    }

    // A real Postfix DSN for unknown@remote.test, returned to the address the message went out
    // from, bounces the contact.
    const returnPath = sink.received.find((m) => m.to === 'unknown@remote.test')!.from;
    const dsn = fixture('postfix-remote-unknown-user.eml')
      .toString('latin1')
      .replaceAll(/bounce\+[a-z0-9-]+@bounces\.beacon\.test/g, returnPath);
    expect(await processReport(await reportDeps(server), dsn, 'smtp', returnPath)).toBe('applied');
    expect((await server.get(`/api/contacts/${gone}`, { token })).body.contact.status).toBe(
      'bounced',
    );
    expect((await server.get(`/api/contacts/${ann}`, { token })).body.contact.status).not.toBe(
      'bounced',
    );
  });

  it('keeps messages in the outbox when no SMTP server is configured', async () => {
    await boot(undefined);
    const ann = await contact({ firstName: 'Ann', lastName: 'Lee', email: 'ann@example.com' });
    const id = await campaign({ subject: 'News for {{firstName}}' }, [ann]);
    await startEngine();
    expect((await server.get('/api/sending/status', { token })).body.mode).toBe('outbox');
    await server.post(`/api/campaigns/${id}/send`, undefined, { token });
    await sentCampaign(id);
    const test = await server.post(
      `/api/campaigns/${id}/test`,
      { email: 'me@example.com' },
      { token },
    );
    expect(test.body).toMatchObject({ success: true, mode: 'outbox' });
    const direct = await server.post(
      `/api/contacts/${ann}/email`,
      { subject: 'Hello', message: 'Hi {{firstName}},\n\nSee you & yours.' },
      { token },
    );
    expect(direct.status).toBe(200);

    const list = await server.get('/api/outbox?limit=2', { token });
    expect(list.body.messages.map((m: { subject: string }) => m.subject)).toEqual([
      'Hello',
      '[Test] News for there',
    ]);
    expect(list.body.nextCursor).not.toBeNull();
    const rest = await server.get(`/api/outbox?limit=2&cursor=${list.body.nextCursor}`, { token });
    expect(rest.body.messages).toHaveLength(1);
    const stored = await server.get(`/api/outbox/${rest.body.messages[0].id}`, { token });
    const message = stored.body.message;
    expect(message.subject).toBe('News for Ann');
    expect(message.headers.map((h: { name: string }) => h.name)).toEqual(
      expect.arrayContaining(['List-Unsubscribe', 'List-Unsubscribe-Post', 'Message-ID']),
    );
    expect(message.html).toContain('/t/o/');
    expect(message.text).toContain('Hello');
    const directMessage = await server.get(`/api/outbox/${list.body.messages[0].id}`, { token });
    expect(directMessage.body.message.html).toContain('See you &amp; yours.');
    expect(directMessage.body.message.text).toContain('Hi Ann,');
    // Another user sees none of it.
    const other = (await server.registerUser()).token;
    expect((await server.get('/api/outbox', { token: other })).body.messages).toEqual([]);
    expect((await server.get(`/api/outbox/${message.id}`, { token: other })).status).toBe(404);
  });

  it('signs a campaign message, a test send and a Compose message alike, as mailauth verifies', async () => {
    const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
    sink = await startSmtpSink();
    const { defaultConfig } = await import('../src/config');
    server = await startTestServer({
      database,
      config: {
        mail: {
          ...mailConfig(defaultConfig.mail, sink.url),
          dkim: {
            domainName: 'beacon.test',
            keySelector: 'crm2026',
            privateKey: privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
          },
        },
      },
    });
    // Test sends go to the sign-in address (issue 26 §1).
    token = (await server.registerUser({ email: 'me@example.com' })).token;
    const ann = await contact({ firstName: 'Ann', lastName: 'Lee', email: 'ann@example.com' });
    const id = await campaign({ subject: 'Hi {{firstName}}' }, [ann]);
    await startEngine();
    await server.post(`/api/campaigns/${id}/send`, undefined, { token });
    await sentCampaign(id);
    const test = await server.post(
      `/api/campaigns/${id}/test`,
      { email: 'me@example.com' },
      { token },
    );
    expect(test.status).toBe(200);
    const compose = await server.post(
      `/api/contacts/${ann}/email`,
      { subject: 'Hello', message: 'Hi {{firstName}}' },
      { token },
    );
    expect(compose.status).toBe(200);

    const dns = dkimRecord('crm2026._domainkey.beacon.test', publicKey);
    const subjects = sink.received.map((m) => m.parsed.subject);
    expect(subjects.sort()).toEqual(['Hello', 'Hi Ann', '[Test] Hi there']);
    for (const message of sink.received) {
      const [result] = (await dkimVerify(Buffer.from(message.raw), { resolver: dns })).results;
      expect(result?.status.result, message.parsed.subject).toBe('pass');
      expect(result?.signingDomain).toBe('beacon.test');
      // RFC 8058 §4: both unsubscribe headers signed, or mail clients offer no one-click button.
      expect(signedHeaders(result)).toEqual(expect.arrayContaining(SIGNED_ON_EVERY_MESSAGE));
    }
    // A message changed on the way fails: the check above is a real verification.
    const altered = sink.received[0]!.raw.replace(/^Subject: .*$/m, 'Subject: Changed');
    const [tampered] = (await dkimVerify(Buffer.from(altered), { resolver: dns })).results;
    expect(tampered?.status.result).toBe('fail');
  });

  it('sends a scheduled campaign that fell due while the server was down, and cancels', async () => {
    await boot('sink');
    const ann = await contact({ firstName: 'Ann', lastName: 'Lee', email: 'ann@example.com' });
    const due = await campaign(
      { status: 'scheduled', scheduledAt: new Date(Date.now() - 60_000).toISOString() },
      [ann],
    );
    const later = await campaign(
      { status: 'scheduled', scheduledAt: new Date(Date.now() + 3_600_000).toISOString() },
      [ann],
    );
    await startEngine();
    await sentCampaign(due);
    expect(sink.received).toHaveLength(1);
    expect((await campaignRow(later)).status).toBe('scheduled');
    const cancelled = await server.post(`/api/campaigns/${later}/cancel`, undefined, { token });
    expect(cancelled.body.status).toBe('cancelled');
    expect((await server.post(`/api/campaigns/${due}/cancel`, undefined, { token })).status).toBe(
      409,
    );
  });
});

describe('sending routes need a session', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());
  it.each(['/api/outbox', '/api/sending/status', '/api/campaigns/1/progress'])(
    'GET %s is 401',
    async (path) => {
      expect((await server.get(path)).status).toBe(401);
    },
  );
});

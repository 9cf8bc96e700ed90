import { randomBytes } from 'node:crypto';
import { afterAll, afterEach, beforeAll, expect, it } from 'vitest';
import { MAX_BATCH, WORKERS } from '../src/sending/sendingEngine';
import { describeEachDatabase } from './harness';
import { startSmtpSink, waitFor, type SmtpSink } from './sendingSink';
import { serverProcesses } from './serverProcesses';

/** Each process runs WORKERS workers, each with at most one claimed batch in flight. */
const IN_FLIGHT_BOUND = WORKERS * MAX_BATCH;

describeEachDatabase('sending across processes', (database) => {
  let sink: SmtpSink;
  const servers = serverProcesses(database, {
    PUBLIC_URL: 'https://crm.example.test',
    // A dead process's claims free up after 2 s on PostgreSQL (SQLite frees them at start).
    SEND_CLAIM_LEASE_SECONDS: '2',
  });
  const startServer = () => servers.start({ SMTP_URL: sink.url });
  const kill = servers.kill;

  beforeAll(() => servers.setUp('sending'));

  afterEach(async () => {
    await servers.stopAll();
    await sink?.close();
  });

  afterAll(() => servers.tearDown());

  /** A user, `count` contacts in one campaign (written straight to the database), and a token. */
  async function arrange(baseUrl: string, count: number, campaign: Record<string, unknown> = {}) {
    const name = `u${randomBytes(4).toString('hex')}`;
    const reg = await fetch(`${baseUrl}/api/auth/register`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({
        username: name,
        email: `${name}@example.com`,
        name,
        password: 'secret12',
      }),
    });
    const { token, user } = (await reg.json()) as { token: string; user: { id: number } };
    const now = new Date().toISOString();
    const created = await fetch(`${baseUrl}/api/campaigns`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
      body: JSON.stringify({
        name: 'Bulk',
        subject: 'Hi {{firstName}}',
        content: '<p>Hi</p>',
        ...campaign,
      }),
    });
    const campaignId = ((await created.json()) as { campaign: { id: number } }).campaign.id;
    const contacts = await servers.handle.db
      .insertInto('contacts')
      .values(
        Array.from({ length: count }, (_, i) => ({
          user_id: user.id,
          first_name: `P${i}`,
          last_name: 'Person',
          email: `${name}.${i}@example.com`,
          status: 'subscriber',
          tags: '[]',
          custom_fields: '{}',
          created_at: now,
        })),
      )
      .returning('id')
      .execute();
    await servers.handle.db
      .insertInto('campaign_contacts')
      .values(contacts.map((c) => ({ campaign_id: campaignId, contact_id: c.id, created_at: now })))
      .execute();
    const send = () =>
      fetch(`${baseUrl}/api/campaigns/${campaignId}/send`, {
        method: 'POST',
        headers: { Authorization: `Bearer ${token}` },
      });
    return { campaignId, send, emails: contacts.map((_, i) => `${name}.${i}@example.com`) };
  }

  const status = async (campaignId: number) =>
    await servers.handle.db
      .selectFrom('campaigns')
      .select(['status', 'sent_count'])
      .where('id', '=', campaignId)
      .executeTakeFirstOrThrow();

  it('survives kill -9 mid-send: nobody is lost, at most the in-flight batches go twice', async () => {
    sink = await startSmtpSink({ delayMs: 15, parse: false });
    const first = await startServer();
    const { campaignId, send, emails } = await arrange(first.baseUrl, 400);
    expect((await send()).status).toBe(202);
    await waitFor(() => sink.received.length >= 60, { what: 'part of the send' });
    await kill(first);
    const beforeRestart = sink.received.length;
    expect(beforeRestart).toBeLessThan(emails.length);

    await startServer();
    await waitFor(async () => (await status(campaignId)).status === 'sent', {
      timeoutMs: 30_000,
      what: 'the send to finish after the restart',
    });
    const counts = new Map<string, number>();
    for (const m of sink.received) counts.set(m.to, (counts.get(m.to) ?? 0) + 1);
    expect(emails.filter((e) => !counts.has(e))).toEqual([]);
    const repeated = [...counts.values()].filter((n) => n > 1).length;
    expect(repeated).toBeLessThanOrEqual(IN_FLIGHT_BOUND);
    expect(Math.max(...counts.values())).toBeLessThanOrEqual(2);
    expect((await status(campaignId)).sent_count).toBeGreaterThanOrEqual(emails.length);
  });

  it('sends a campaign whose time came while the server was down, right after the restart', async () => {
    sink = await startSmtpSink();
    const server = await startServer();
    const { campaignId, emails } = await arrange(server.baseUrl, 3, {
      status: 'scheduled',
      scheduledAt: new Date(Date.now() + 1500).toISOString(),
    });
    await kill(server);
    await new Promise((r) => setTimeout(r, 2000));
    expect((await status(campaignId)).status).toBe('scheduled');
    const started = Date.now();
    await startServer();
    await waitFor(async () => (await status(campaignId)).status === 'sent', {
      what: 'scheduled send',
    });
    expect(Date.now() - started).toBeLessThan(30_000);
    expect(sink.received.map((m) => m.to).sort()).toEqual([...emails].sort());
  });

  it.runIf(database === 'postgres')(
    'shares one send between two processes: every recipient gets exactly one message',
    async () => {
      sink = await startSmtpSink({ delayMs: 10, parse: false });
      const [a] = await Promise.all([startServer(), startServer()]);
      const { campaignId, send, emails } = await arrange(a!.baseUrl, 400);
      expect((await send()).status).toBe(202);
      await waitFor(async () => (await status(campaignId)).status === 'sent', {
        timeoutMs: 30_000,
        what: 'the shared send',
      });
      const received = sink.received.map((m) => m.to).sort();
      expect(received).toEqual([...emails].sort());
      expect((await status(campaignId)).sent_count).toBe(emails.length);
    },
  );
});

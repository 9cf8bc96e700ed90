import { generateKeyPairSync } from 'node:crypto';
import { BulkSenderReadinessSchema, DomainChecksSchema } from '@crm/api-client';
import * as v from 'valibot';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { dkimPublicKey } from '../src/domains/sendingDomainChecks';
import { bounceTestConfig, seedSentMessage } from './bouncesSeed';
import { startDnsTestServer } from './dnsTestServer';
import { describeEachDatabase, startTestServer, type TestServer } from './harness';

describeEachDatabase('sending domain', (database) => {
  let server: TestServer;
  let dns: Awaited<ReturnType<typeof startDnsTestServer>>;
  let token: string;
  const privateKey = generateKeyPairSync('rsa', { modulusLength: 2048 })
    .privateKey.export({ type: 'pkcs8', format: 'pem' })
    .toString();
  const ours = dkimPublicKey(privateKey).p;

  beforeAll(async () => {
    dns = await startDnsTestServer({
      'beacon.test': {
        TXT: ['google-site-verification=abc', 'v=spf1 include:_spf.mail.example ~all'],
      },
      'crm._domainkey.beacon.test': { TXT: [`v=DKIM1; k=rsa; p=${ours}`] },
      '_dmarc.beacon.test': { TXT: ['v=DMARC1; p=quarantine; rua=mailto:dmarc@beacon.test'] },
      'bounces.beacon.test': {
        MX: [{ priority: 10, exchange: 'crm.beacon.test' }],
        TXT: ['v=spf1 include:_spf.mail.example ~all'],
      },
    });
    const base = bounceTestConfig({ smtpPort: 2525 });
    server = await startTestServer({
      database,
      config: {
        ...base,
        mail: {
          ...base.mail,
          from: 'Beacon <news@beacon.test>',
          publicUrl: 'https://crm.beacon.test',
          dkim: { domainName: 'beacon.test', keySelector: 'crm', privateKey },
        },
        domains: { dnsServers: [dns.address], spfInclude: '_spf.mail.example' },
      },
    });
    token = (await server.registerUser()).token;
  });
  afterAll(async () => {
    await server?.close();
    await dns?.close();
  });

  const statuses = async () => {
    const res = await server.get('/api/domains/checks', { token });
    expect(res.status).toBe(200);
    // The app reads it through the contract: the answer must parse with its schema.
    return v.parse(DomainChecksSchema, res.body);
  };

  it('GET /api/domains/checks: reads the records from DNS_SERVERS and says what to fix', async () => {
    expect((await server.get('/api/domains/checks')).status).toBe(401);
    const good = await statuses();
    expect(good.domain).toBe('beacon.test');
    expect(good.checks.map((c) => `${c.id} ${c.status}`)).toEqual([
      'spf pass',
      'dkim pass',
      'dmarc pass',
      'bounce-mx pass',
      'return-path pass',
    ]);
    expect(dns.queries).toContain('TXT crm._domainkey.beacon.test');

    // Someone adds a second SPF record, rotates the DKIM key elsewhere, relaxes DMARC, drops the MX.
    dns.zone['beacon.test']!.TXT!.push('v=spf1 a -all');
    dns.zone['crm._domainkey.beacon.test']!.TXT = [
      `v=DKIM1; k=rsa; p=${dkimPublicKey(generateKeyPairSync('rsa', { modulusLength: 1024 }).privateKey.export({ type: 'pkcs8', format: 'pem' }).toString()).p}`,
    ];
    dns.zone['_dmarc.beacon.test']!.TXT = ['v=DMARC1; p=none'];
    delete dns.zone['bounces.beacon.test']!.MX;
    const bad = await statuses();
    const byId = Object.fromEntries(bad.checks.map((c) => [c.id, c]));
    expect(bad.checks.map((c) => `${c.id} ${c.status}`)).toEqual([
      'spf fail',
      'dkim fail',
      'dmarc warning',
      'bounce-mx fail',
      'return-path pass',
    ]);
    expect(byId.spf!.record!.value).toBe('v=spf1 include:_spf.mail.example a ~all');
    expect(byId.dkim!.record!.value).toBe(`v=DKIM1; k=rsa; p=${ours}`);
    expect(byId['bounce-mx']!.record!.value).toBe('10 crm.beacon.test.');
  });

  it('GET /api/domains/readiness: 7-day complaint and bounce rates of the account only', async () => {
    const me = await server.registerUser();
    const other = await server.registerUser();
    const recipients: number[] = [];
    for (let i = 0; i < 4; i++)
      recipients.push(
        (await seedSentMessage(server.db, { userId: me.user.id, email: `r${i}@example.com` }))
          .recipientId,
      );
    const otherRecipient = await seedSentMessage(server.db, {
      userId: other.user.id,
      email: 'x@example.com',
    });
    const now = new Date().toISOString();
    const old = new Date(Date.now() - 8 * 86400_000).toISOString();
    const row = (
      recipientId: number,
      userId: number,
      kind: 'hard' | 'soft' | 'complaint',
      createdAt = now,
    ) => ({
      user_id: userId,
      recipient_id: recipientId,
      campaign_id: null,
      contact_id: null,
      email: 'r@example.com',
      kind,
      status: null,
      reason: 'test',
      source: 'smtp' as const,
      created_at: createdAt,
    });
    await server.db
      .insertInto('bounces')
      .values([
        row(recipients[0]!, me.user.id, 'complaint'),
        row(recipients[1]!, me.user.id, 'hard'),
        row(recipients[2]!, me.user.id, 'complaint', old),
        row(otherRecipient.recipientId, other.user.id, 'complaint'),
      ])
      .execute();
    const res = await server.get('/api/domains/readiness', { token: me.token });
    expect(res.body).toMatchObject({
      windowDays: 7,
      sent: 4,
      complaints: 1,
      hardBounces: 1,
      softBounces: 0,
      complaintRate: 0.25,
      complaintStatus: 'fail',
      complaintLimit: 0.003,
      complaintRecommended: 0.001,
      bounceRate: 0.25,
      bounceStatus: 'fail',
    });
    v.parse(BulkSenderReadinessSchema, res.body);
    const empty = await server.get('/api/domains/readiness', { token });
    expect(empty.body).toMatchObject({ sent: 0, complaintRate: null, complaintStatus: 'pass' });
  });

  it("GET /api/domains/checks: checks the domain of the account's own From address", async () => {
    const shop = await server.registerUser();
    dns.zone['shop.test'] = { TXT: ['v=spf1 include:_spf.mail.example -all'] };
    const saved = await server.put(
      '/api/settings',
      { fromName: 'Shop', fromEmail: 'hello@shop.test', replyTo: null, postalAddress: null },
      { token: shop.token },
    );
    expect(saved.status).toBe(200);
    const res = await server.get('/api/domains/checks', { token: shop.token });
    const body = v.parse(DomainChecksSchema, res.body);
    expect(body.domain).toBe('shop.test');
    expect(dns.queries).toContain('TXT shop.test');
    expect(body.checks.find((c) => c.id === 'spf')).toMatchObject({
      status: 'pass',
      found: ['v=spf1 include:_spf.mail.example -all'],
    });
    // The DKIM key signs for beacon.test: not aligned with shop.test, said so on the DKIM check.
    expect(body.checks.find((c) => c.id === 'dkim')!.message).toContain('shop.test');
  });
});

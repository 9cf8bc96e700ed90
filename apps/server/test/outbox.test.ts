import { generateKeyPairSync } from 'node:crypto';
import { dkimVerify } from 'mailauth';
import { simpleParser } from 'mailparser';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { closeSharedMailers } from '../src/sending/mailer';
import { describeEachDatabase, startTestServer, type TestServer } from './harness';

/** A DNS resolver for mailauth that knows one DKIM key and nothing else (no network in tests). */
function dkimResolver(name: string, p: string) {
  return async (query: string, type: string) => {
    if (query === name && type === 'TXT') return [[`v=DKIM1; k=rsa; p=${p}`]];
    throw Object.assign(new Error(`no ${type} record for ${query}`), { code: 'ENOTFOUND' });
  };
}

describeEachDatabase('outbox .eml download', (database) => {
  const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  let server: TestServer;
  let token: string;

  beforeAll(async () => {
    const { defaultConfig } = await import('../src/config');
    // No SMTP server: messages are kept in the outbox, signed as they would have been sent.
    server = await startTestServer({
      database,
      config: {
        mail: {
          ...defaultConfig.mail,
          smtpUrl: undefined,
          from: 'Beacon <news@beacon.test>',
          publicUrl: 'https://crm.example.test',
          dkim: {
            domainName: 'beacon.test',
            keySelector: 'crm2026',
            privateKey: privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
          },
        },
      },
    });
    token = (await server.registerUser({ email: 'me@example.com' })).token;
  });

  afterAll(async () => {
    closeSharedMailers();
    await server?.close();
  });

  it('downloads a message as the exact signed MIME it was kept as, and not for another account', async () => {
    const contact = await server.post(
      '/api/contacts',
      { firstName: 'Zoë', lastName: 'Lee', email: 'zoe@example.com' },
      { token },
    );
    expect(contact.status).toBe(201);
    const sent = await server.post(
      `/api/contacts/${contact.body.contact.id}/email`,
      { subject: 'Café news: 50% off', message: 'Hi {{firstName}},\n\nSee you & yours.' },
      { token },
    );
    expect(sent.status).toBe(200);
    const [listed] = (await server.get('/api/outbox', { token })).body.messages;
    expect(listed.subject).toBe('Café news: 50% off');

    const res = await fetch(`${server.baseUrl}/api/outbox/${listed.id}/eml`, {
      headers: { Authorization: `Bearer ${token}` },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('message/rfc822');
    expect(res.headers.get('content-disposition')).toBe(
      `attachment; filename="Cafe-news-50-off-${listed.id}.eml"`,
    );
    const bytes = Buffer.from(await res.arrayBuffer());
    // Byte for byte what the engine stored (and would have handed to an SMTP server).
    const row = await server.db
      .selectFrom('outbox_messages')
      .select('raw')
      .where('id', '=', listed.id)
      .executeTakeFirstOrThrow();
    expect(bytes.equals(Buffer.from(row.raw))).toBe(true);

    const parsed = await simpleParser(bytes);
    expect(parsed.subject).toBe('Café news: 50% off');
    expect(parsed.to && !Array.isArray(parsed.to) && parsed.to.value[0]?.address).toBe(
      'zoe@example.com',
    );
    expect(parsed.text).toContain('Hi Zoë,');
    expect(parsed.headerLines.map((h) => h.line)).toContain(
      'List-Unsubscribe-Post: List-Unsubscribe=One-Click',
    );

    const p = publicKey.export({ type: 'spki', format: 'der' }).toString('base64');
    const resolver = dkimResolver('crm2026._domainkey.beacon.test', p);
    const [result] = (await dkimVerify(bytes, { resolver })).results;
    expect(result?.status.result).toBe('pass');
    expect(result?.signingDomain).toBe('beacon.test');
    // One byte changed fails: the download is the signed message itself, not a rebuilt copy.
    const altered = Buffer.from(
      bytes.toString('utf8').replace(/^Subject: .*$/m, 'Subject: Changed'),
    );
    expect((await dkimVerify(altered, { resolver })).results[0]?.status.result).toBe('fail');

    // Another account's id is a 404, as is no session at all.
    const other = (await server.registerUser()).token;
    expect((await server.get(`/api/outbox/${listed.id}/eml`, { token: other })).status).toBe(404);
    expect((await server.get(`/api/outbox/${listed.id}/eml`)).status).toBe(401);
    expect((await server.get('/api/outbox/999999/eml', { token })).status).toBe(404);
  });
});

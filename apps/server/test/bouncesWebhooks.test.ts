import { execFileSync } from 'node:child_process';
import { createHmac, generateKeyPairSync, sign } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Hono } from 'hono';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { reportDeps } from '../src/bounces/bounceReceivers';
import { bouncesRoutes } from '../src/bounces/bouncesRoutes';
import type { ReportDeps } from '../src/bounces/processReport';
import { snsStringToSign, type SnsMessage } from '../src/bounces/webhookAuth';
import { defaultConfig } from '../src/config';
import type { AppEnv } from '../src/http/AppEnv';
import { handleError } from '../src/http/handleError';
import { bounceTestConfig, seedSentMessage } from './bouncesSeed';
import { describeEachDatabase, startTestServer, type TestServer } from './harness';

const TOPIC = 'arn:aws:sns:eu-west-1:123456789012:beacon-bounces';
const CERT_URL = 'https://sns.eu-west-1.amazonaws.com/SimpleNotificationService-test.pem';

/** An RSA key and a self-signed certificate, as SNS signs with (made by openssl, valid a day). */
function snsSigner() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sns-cert-'));
  try {
    execFileSync(
      'openssl',
      [
        'req',
        '-x509',
        '-newkey',
        'rsa:2048',
        '-nodes',
        '-days',
        '1',
        '-subj',
        '/CN=sns.amazonaws.com',
        '-keyout',
        path.join(dir, 'key.pem'),
        '-out',
        path.join(dir, 'cert.pem'),
      ],
      { stdio: 'ignore' },
    );
    return {
      key: fs.readFileSync(path.join(dir, 'key.pem'), 'utf8'),
      cert: fs.readFileSync(path.join(dir, 'cert.pem'), 'utf8'),
    };
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

describeEachDatabase('bounce webhooks', (database) => {
  let server: TestServer;
  let deps: ReportDeps;
  let userId: number;
  let ses: Hono<AppEnv>;
  const fetched: string[] = [];
  const signer = snsSigner();
  const otherSigner = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const sendgridKeys = generateKeyPairSync('ec', { namedCurve: 'P-256' });
  const webhooks = {
    ...defaultConfig.bounces.webhooks,
    sesTopicArns: [TOPIC],
    postmarkAuth: 'postmark:s3cret',
    mailgunSigningKey: 'key-mailgun-signing',
    sendgridPublicKey: sendgridKeys.publicKey
      .export({ type: 'spki', format: 'der' })
      .toString('base64'),
    brevoToken: 'brevo-token-1',
  };

  beforeAll(async () => {
    server = await startTestServer({ database, config: bounceTestConfig({ webhooks }) });
    userId = (await server.registerUser()).user.id;
    deps = await reportDeps(server);
    // The SES route in-process, with the test's certificate served for the SNS URL.
    ses = bouncesRoutes(server, {
      fetchText: async (url) => {
        fetched.push(url);
        return url === CERT_URL ? signer.cert : 'confirmed';
      },
    });
    ses.onError(handleError);
  });
  afterAll(() => server?.close());

  const sent = (email: string, messageId?: string) =>
    seedSentMessage(server.db, { userId, email, messageId });
  const bounceRows = async (recipientId: number) =>
    (
      await server.db
        .selectFrom('bounces')
        .select(['kind', 'source'])
        .where('recipient_id', '=', recipientId)
        .execute()
    ).map((b) => `${b.kind} ${b.source}`);

  const snsPost = (
    fields: Omit<SnsMessage, 'Signature' | 'SignatureVersion' | 'SigningCertURL'>,
    key: string | object = signer.key,
    certUrl = CERT_URL,
  ) => {
    const message = { ...fields, SignatureVersion: '2', SigningCertURL: certUrl } as SnsMessage;
    message.Signature = sign(
      'sha256',
      Buffer.from(snsStringToSign(message)!),
      key as string,
    ).toString('base64');
    return message;
  };
  const postSes = (message: unknown) =>
    ses.request('/webhooks/ses', {
      method: 'POST',
      body: JSON.stringify(message),
      headers: { 'Content-Type': 'text/plain' },
    });

  it('SES through SNS: confirms the subscription, applies a signed bounce once, refuses forgeries', async () => {
    const confirm = snsPost({
      Type: 'SubscriptionConfirmation',
      MessageId: 'sub-1',
      TopicArn: TOPIC,
      Message: 'confirm',
      Timestamp: new Date().toISOString(),
      Token: 'tok',
      SubscribeURL: 'https://sns.eu-west-1.amazonaws.com/?Action=ConfirmSubscription&Token=tok',
    });
    expect((await postSes(confirm)).status).toBe(200);
    expect(fetched).toContain(confirm.SubscribeURL);

    const message = await sent('gone@example.org');
    const body = {
      notificationType: 'Bounce',
      bounce: {
        bounceType: 'Permanent',
        bounceSubType: 'General',
        bouncedRecipients: [
          {
            emailAddress: 'gone@example.org',
            status: '5.1.1',
            diagnosticCode: 'smtp; 550 5.1.1 user unknown',
          },
        ],
      },
      mail: {
        source: deps.verp.addressFor({ kind: 'recipient', recipientId: message.recipientId }),
        commonHeaders: { messageId: '<ses-own-id@email.amazonses.com>' },
      },
    };
    const notification = snsPost({
      Type: 'Notification',
      MessageId: 'n-1',
      TopicArn: TOPIC,
      Message: JSON.stringify(body),
      Timestamp: new Date().toISOString(),
    });

    // Forged: signed with another key; tampered after signing; a certificate from elsewhere; another topic.
    const forged = snsPost({ ...notification, MessageId: 'n-2' }, otherSigner.privateKey);
    const tampered = {
      ...notification,
      Message: notification.Message.replace('Permanent', 'Transient'),
    };
    const elsewhere = snsPost(
      { ...notification, MessageId: 'n-3' },
      signer.key,
      'https://sns.eu-west-1.amazonaws.com.evil.example/cert.pem',
    );
    const otherTopic = snsPost({
      ...notification,
      MessageId: 'n-4',
      TopicArn: 'arn:aws:sns:eu-west-1:999999999999:mine',
    });
    for (const post of [forged, tampered, elsewhere, otherTopic])
      expect((await postSes(post)).status).toBe(401);
    expect(fetched.some((u) => u.includes('evil'))).toBe(false);
    expect(await bounceRows(message.recipientId)).toEqual([]);

    const res = await postSes(notification);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ received: 1, applied: 1 });
    expect(await bounceRows(message.recipientId)).toEqual(['hard ses']);
    expect((await postSes(notification)).status).toBe(409);

    const stale = snsPost({
      ...notification,
      MessageId: 'n-5',
      Timestamp: new Date(Date.now() - 3600_000).toISOString(),
    });
    expect((await postSes(stale)).status).toBe(401);
  });

  it('Postmark (Basic auth) and Brevo (bearer token): a wrong secret is refused', async () => {
    const a = await sent('full@example.net');
    const postmark = {
      RecordType: 'Bounce',
      Type: 'SoftBounce',
      Email: 'full@example.net',
      Description: 'Mailbox full',
      Details: '452 4.2.2 over quota',
      Metadata: {
        beacon_bounce: deps.verp.tokenFor({ kind: 'recipient', recipientId: a.recipientId }),
      },
    };
    const basic = (s: string) => `Basic ${Buffer.from(s).toString('base64')}`;
    expect(
      (
        await server.post('/api/bounces/webhooks/postmark', postmark, {
          headers: { Authorization: basic('postmark:wrong') },
        })
      ).status,
    ).toBe(401);
    expect((await server.post('/api/bounces/webhooks/postmark', postmark)).status).toBe(401);
    const ok = await server.post('/api/bounces/webhooks/postmark', postmark, {
      headers: { Authorization: basic('postmark:s3cret') },
    });
    expect(ok.body).toEqual({ received: 1, applied: 1 });

    const b = await sent('bad@example.net', '<brevo-1@beacon.test>');
    const brevo = {
      event: 'hard_bounce',
      email: 'bad@example.net',
      'message-id': '<brevo-1@beacon.test>',
      reason: '550 5.1.1 no such user',
    };
    expect(
      (
        await server.post('/api/bounces/webhooks/brevo', brevo, {
          headers: { Authorization: 'Bearer nope' },
        })
      ).status,
    ).toBe(401);
    expect(
      (
        await server.post('/api/bounces/webhooks/brevo', brevo, {
          headers: { Authorization: 'Bearer brevo-token-1' },
        })
      ).status,
    ).toBe(200);
    expect([...(await bounceRows(a.recipientId)), ...(await bounceRows(b.recipientId))]).toEqual([
      'soft postmark',
      'hard brevo',
    ]);
  });

  it('Mailgun (HMAC, fresh timestamp) and SendGrid (ECDSA): forged, stale and replayed posts are refused', async () => {
    const m = await sent('nobody@example.com', '<mg-1@beacon.test>');
    const mailgun = (timestamp: number, token: string, key = webhooks.mailgunSigningKey) => ({
      signature: {
        timestamp: String(timestamp),
        token,
        signature: createHmac('sha256', key)
          .update(String(timestamp) + token)
          .digest('hex'),
      },
      'event-data': {
        event: 'failed',
        severity: 'permanent',
        reason: 'bounce',
        recipient: 'nobody@example.com',
        message: { headers: { 'message-id': 'mg-1@beacon.test' } },
        'delivery-status': { code: 550, message: '5.1.1 The email account does not exist' },
      },
    });
    const nowS = Math.floor(Date.now() / 1000);
    expect(
      (await server.post('/api/bounces/webhooks/mailgun', mailgun(nowS, 'tok-a', 'wrong-key')))
        .status,
    ).toBe(401);
    expect(
      (await server.post('/api/bounces/webhooks/mailgun', mailgun(nowS - 3600, 'tok-b'))).status,
    ).toBe(401);
    const fresh = mailgun(nowS, 'tok-c');
    expect((await server.post('/api/bounces/webhooks/mailgun', fresh)).body).toEqual({
      received: 1,
      applied: 1,
    });
    expect((await server.post('/api/bounces/webhooks/mailgun', fresh)).status).toBe(409);
    expect(await bounceRows(m.recipientId)).toEqual(['hard mailgun']);

    const s = await sent('reader@example.com', '<sg-1@beacon.test>');
    const events = JSON.stringify([
      {
        email: 'reader@example.com',
        event: 'spamreport',
        'smtp-id': '<sg-1@beacon.test>',
        sg_event_id: 'e1',
      },
    ]);
    const signed = (body: string, timestamp = String(nowS)) => ({
      'Content-Type': 'application/json',
      'X-Twilio-Email-Event-Webhook-Timestamp': timestamp,
      'X-Twilio-Email-Event-Webhook-Signature': sign(
        'sha256',
        Buffer.from(timestamp + body),
        sendgridKeys.privateKey,
      ).toString('base64'),
    });
    const headers = signed(events);
    const post = (body: string, h: Record<string, string>) =>
      server.request('POST', '/api/bounces/webhooks/sendgrid', { body, headers: h });
    expect((await post(events.replace('spamreport', 'delivered'), headers)).status).toBe(401);
    expect(
      (await post(events, { ...headers, 'X-Twilio-Email-Event-Webhook-Signature': 'AAAA' })).status,
    ).toBe(401);
    expect((await post(events, headers)).body).toEqual({ received: 1, applied: 1 });
    expect((await post(events, headers)).status).toBe(409);
    expect(await bounceRows(s.recipientId)).toEqual(['complaint sendgrid']);
    const contact = await server.db
      .selectFrom('contacts')
      .select('status')
      .where('id', '=', s.contactId)
      .executeTakeFirstOrThrow();
    expect(contact.status).toBe('unsubscribed');
  });

  it('an endpoint without its secret configured does not exist', async () => {
    const bare = bouncesRoutes({
      ...server,
      config: { ...server.config, bounces: defaultConfig.bounces },
    });
    bare.onError(handleError);
    for (const provider of ['ses', 'postmark', 'mailgun', 'sendgrid', 'brevo'])
      expect(
        (await bare.request(`/webhooks/${provider}`, { method: 'POST', body: '{}' })).status,
      ).toBe(404);
  });
});

import { afterAll, beforeAll, expect, it } from 'vitest';
import { passwordResetLink } from '../src/auth/passwordReset';
import { startBackgroundWork, type BackgroundWork } from '../src/backgroundWork';
import { defaultConfig, type ServerConfig } from '../src/config';
import { closeSharedMailers } from '../src/sending/mailer';
import { describeEachDatabase, startTestServer, type TestServer } from './harness';
import { startSmtpSink, waitFor, type SmtpSink } from './sendingSink';

const PUBLIC_URL = 'https://crm.example.test';
const SAME_ANSWER = {
  success: true,
  message:
    'If an account uses this email, a link to reset its password is on its way. The link works for one hour.',
};
const INVALID = 'This reset link is invalid or has expired. Please ask for a new one.';

const mail = (smtpUrl: string | undefined): ServerConfig['mail'] => ({
  ...defaultConfig.mail,
  smtpUrl,
  from: 'Beacon CRM <no-reply@beacon.test>',
  publicUrl: PUBLIC_URL,
  pollIntervalMs: 50,
});

/** Forgot password (issue 24 §3): a signed single-use link by mail, valid one hour. */
describeEachDatabase('password reset', (database) => {
  let server: TestServer;
  let sink: SmtpSink;
  let work: BackgroundWork;

  beforeAll(async () => {
    sink = await startSmtpSink();
    server = await startTestServer({ database, config: { mail: mail(sink.url) } });
    work = await startBackgroundWork(server);
  });
  afterAll(async () => {
    await work?.stop();
    closeSharedMailers();
    await server?.close();
    await sink?.close();
  });

  const resetMailTo = (to: string) =>
    waitFor(() => sink.received.find((m) => m.to === to), { what: `reset mail to ${to}` });
  const tokenOf = (html: string) => {
    const match = /href="https:\/\/crm\.example\.test\/reset-password\?token=([^"]+)"/.exec(html);
    expect(match).not.toBeNull();
    return match![1]!;
  };

  it('answers the same whether or not the address has an account, and mails only a real one', async () => {
    const user = await server.registerUser({ password: 'old password 1' });
    // The account's own sender identity is not used for the product's own mail.
    await server.put(
      '/api/settings',
      { fromName: 'Rosie', fromEmail: 'rosie@rosies.example' },
      { token: user.token },
    );
    const unknown = await server.post('/api/auth/forgot-password', {
      email: 'nobody@nowhere.example',
    });
    const known = await server.post('/api/auth/forgot-password', {
      email: user.email.toUpperCase(),
    });
    expect(unknown.status).toBe(200);
    expect(known.status).toBe(200);
    expect(unknown.body).toEqual(SAME_ANSWER);
    expect(known.body).toEqual(SAME_ANSWER);

    const message = await resetMailTo(user.email);
    expect(sink.received.some((m) => m.to === 'nobody@nowhere.example')).toBe(false);
    expect(message.parsed.subject).toBe('Reset your Beacon CRM password');
    expect(message.parsed.from?.value[0]?.address).toBe('no-reply@beacon.test');
    // An account's own mail is not a mailing: no unsubscribe header, no footer.
    expect(message.parsed.headers.has('list-unsubscribe')).toBe(false);
    expect(String(message.parsed.html)).not.toContain('Unsubscribe');
    expect(tokenOf(String(message.parsed.html))).toMatch(/^[\w-]+\.[\w-]+$/);
  });

  it('sets the password once, ends every session, and refuses the link after', async () => {
    const user = await server.registerUser({ password: 'old password 1' });
    const second = await server.post('/api/auth/login', {
      username: user.username,
      password: 'old password 1',
    });
    expect(second.status).toBe(200);
    await server.post('/api/auth/forgot-password', { email: user.email });
    const token = tokenOf(String((await resetMailTo(user.email)).parsed.html));

    const common = await server.post('/api/auth/reset-password', {
      token,
      newPassword: 'password123',
    });
    expect(common.status).toBe(400);
    expect(common.body.field).toBe('newPassword');

    const reset = await server.post('/api/auth/reset-password', {
      token,
      newPassword: 'new password 2',
    });
    expect(reset.status).toBe(200);
    expect(reset.body).toEqual({ success: true });
    // Every session ended.
    expect((await server.get('/api/auth/me', { token: user.token })).status).toBe(401);
    expect((await server.get('/api/auth/me', { token: second.body.token })).status).toBe(401);
    // The new password signs in, the old one does not.
    const login = (password: string) =>
      server.post('/api/auth/login', { username: user.username, password });
    expect((await login('old password 1')).status).toBe(401);
    expect((await login('new password 2')).status).toBe(200);
    // Single use.
    const again = await server.post('/api/auth/reset-password', {
      token,
      newPassword: 'third password 3',
    });
    expect(again.status).toBe(400);
    expect(again.body).toMatchObject({ field: 'token', message: INVALID });
  });

  it('refuses a link older than an hour, a forged one and garbage', async () => {
    const user = await server.registerUser({ password: 'old password 1' });
    const row = await server.db
      .selectFrom('users')
      .select(['id', 'password_hash'])
      .where('id', '=', user.user.id)
      .executeTakeFirstOrThrow();
    const deps = { db: server.db, dialect: server.dialect, config: server.config };
    const tokenAt = async (expiresAt: number) =>
      new URL(await passwordResetLink(deps, row, expiresAt)).searchParams.get('token')!;
    const tryToken = (token: string) =>
      server.post('/api/auth/reset-password', { token, newPassword: 'new password 2' });

    expect((await tryToken(await tokenAt(Date.now() - 1000))).body.message).toBe(INVALID);
    // Another user's id in a valid link's body: the signature no longer holds.
    const valid = await tokenAt(Date.now() + 60_000);
    const [, signature] = valid.split('.');
    const forged = `${Buffer.from(JSON.stringify({ u: user.user.id + 1, e: Date.now() + 60_000 })).toString('base64url')}.${signature}`;
    expect((await tryToken(forged)).status).toBe(400);
    expect((await tryToken('not-a-token')).status).toBe(400);
    expect((await tryToken(valid)).status).toBe(200);
  });

  it('throttles requests for one address', async () => {
    const email = 'flood@victim.example';
    for (let i = 0; i < 3; i += 1)
      expect((await server.post('/api/auth/forgot-password', { email })).status).toBe(200);
    const fourth = await server.post('/api/auth/forgot-password', { email });
    expect(fourth.status).toBe(429);
    expect(fourth.headers.get('retry-after')).toMatch(/^\d+$/);
  });
});

describeEachDatabase('password reset without SMTP', (database) => {
  let server: TestServer;
  let work: BackgroundWork;
  beforeAll(async () => {
    server = await startTestServer({ database, config: { mail: mail(undefined) } });
    work = await startBackgroundWork(server);
  });
  afterAll(async () => {
    await work?.stop();
    closeSharedMailers();
    await server?.close();
  });

  it('keeps the reset mail in the account Outbox', async () => {
    const user = await server.registerUser();
    await server.post('/api/auth/forgot-password', { email: user.email });
    const list = await waitFor(
      async () => {
        const res = await server.get('/api/outbox', { token: user.token });
        return res.body.messages?.length ? res.body.messages : undefined;
      },
      { what: 'reset mail in the outbox' },
    );
    expect(list[0]).toMatchObject({ to: user.email, subject: 'Reset your Beacon CRM password' });
  });
});

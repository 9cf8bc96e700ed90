import { afterAll, beforeAll, expect, it } from 'vitest';
import { startBackgroundWork, type BackgroundWork } from '../src/backgroundWork';
import { defaultConfig } from '../src/config';
import { closeSharedMailers } from '../src/sending/mailer';
import { rendersInWorker } from '../src/sending/render/renderPool';
import { describeEachDatabase, startTestServer, type TestServer } from './harness';
import { startSmtpSink, waitFor, type SmtpSink } from './sendingSink';

const IDENTITY = {
  fromName: "Rosie's Bakery, Main St.",
  fromEmail: 'Hello@Rosies.example',
  replyTo: 'rosie@rosies.example',
  postalAddress: '12 Main Street\nSpringfield, IL 62701',
};

/** The account's sender identity (issue 24 §3): stored per account, on every kind of message. */
describeEachDatabase('settings', (database) => {
  let server: TestServer;
  let sink: SmtpSink;
  let work: BackgroundWork;
  let token: string;
  /** The account's sign-in address: test sends go there without a confirmation link. */
  let signIn: string;

  beforeAll(async () => {
    sink = await startSmtpSink();
    server = await startTestServer({
      database,
      config: {
        mail: {
          ...defaultConfig.mail,
          smtpUrl: sink.url,
          from: 'Beacon CRM <no-reply@beacon.test>',
          pollIntervalMs: 50,
        },
      },
    });
    work = await startBackgroundWork(server);
    const me = await server.registerUser();
    token = me.token;
    signIn = me.user.email;
  });
  afterAll(async () => {
    await work?.stop();
    closeSharedMailers();
    await server?.close();
    await sink?.close();
  });

  const received = (to: string, subject: string) =>
    waitFor(() => sink.received.find((m) => m.to === to && m.parsed.subject === subject), {
      what: `${subject} to ${to}`,
    });

  it('needs a session, and starts from the server defaults', async () => {
    expect((await server.get('/api/settings')).status).toBe(401);
    expect((await server.put('/api/settings', IDENTITY)).status).toBe(401);
    const res = await server.get('/api/settings', { token });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      settings: { fromName: null, fromEmail: null, replyTo: null, postalAddress: null },
      defaults: { fromName: 'Beacon CRM', fromEmail: 'no-reply@beacon.test' },
      from: 'Beacon CRM <no-reply@beacon.test>',
    });
  });

  it('refuses addresses that are not addresses and names that would break the header', async () => {
    const bad = async (body: Record<string, unknown>, field: string, message: string) => {
      const res = await server.put('/api/settings', body, { token });
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ field, message });
    };
    await bad({ fromEmail: 'rosie' }, 'fromEmail', 'Please enter a valid email');
    await bad({ replyTo: 'a@' }, 'replyTo', 'Please enter a valid email');
    await bad(
      { fromName: 'Rosie\r\nBcc: x@evil.example' },
      'fromName',
      'From name cannot hold line breaks, quotes or angle brackets',
    );
    await bad(
      { postalAddress: 'x'.repeat(501) },
      'postalAddress',
      'Postal address must be at most 500 characters',
    );
  });

  it('keeps each account its own identity, shown as the From of the sending status', async () => {
    const other = await server.registerUser();
    const saved = await server.put('/api/settings', IDENTITY, { token });
    expect(saved.status).toBe(200);
    expect(saved.body.settings).toEqual({ ...IDENTITY, fromEmail: 'hello@rosies.example' });
    expect(saved.body.from).toBe('"Rosie\'s Bakery, Main St." <hello@rosies.example>');
    expect((await server.get('/api/settings', { token })).body.settings.fromName).toBe(
      IDENTITY.fromName,
    );
    expect((await server.get('/api/sending/status', { token })).body.from).toBe(saved.body.from);
    // Another account still sends as the server's default.
    expect(
      (await server.get('/api/settings', { token: other.token })).body.settings.fromEmail,
    ).toBe(null);
    expect((await server.get('/api/sending/status', { token: other.token })).body.from).toBe(
      'Beacon CRM <no-reply@beacon.test>',
    );
  });

  const expectIdentity = (message: Awaited<ReturnType<typeof received>>, footer: boolean) => {
    expect(message.parsed.from?.value).toEqual([
      { name: "Rosie's Bakery, Main St.", address: 'hello@rosies.example' },
    ]);
    expect(message.parsed.replyTo?.value).toEqual([{ name: '', address: 'rosie@rosies.example' }]);
    const html = String(message.parsed.html);
    if (footer) {
      expect(html).toContain('12 Main Street<br>Springfield, IL 62701');
      expect(message.parsed.text).toContain('12 Main Street');
    } else expect(html).not.toContain('12 Main Street');
  };

  it('sends campaigns, test sends and Compose Email from it, the footer showing the postal address', async () => {
    await server.put('/api/settings', IDENTITY, { token });
    const contact = await server.post(
      '/api/contacts',
      { firstName: 'Ann', lastName: 'Lee', email: 'ann@example.com' },
      { token },
    );
    const contactId: number = contact.body.contact.id;
    const created = await server.post(
      '/api/campaigns',
      { name: 'Spring', subject: 'Spring bake', content: '<p>Fresh bread</p>' },
      { token },
    );
    const campaignId: number = created.body.campaign.id;
    await server.post(`/api/campaigns/${campaignId}/contacts`, { contactId }, { token });

    expect(
      (await server.post(`/api/campaigns/${campaignId}/test`, { email: signIn }, { token })).status,
    ).toBe(200);
    expectIdentity(await received(signIn, '[Test] Spring bake'), true);

    expect((await server.post(`/api/campaigns/${campaignId}/send`, {}, { token })).status).toBe(
      202,
    );
    expectIdentity(await received('ann@example.com', 'Spring bake'), true);

    expect(
      (
        await server.post(
          `/api/contacts/${contactId}/email`,
          { subject: 'Your order', message: 'It is ready.' },
          { token },
        )
      ).status,
    ).toBe(200);
    expectIdentity(await received('ann@example.com', 'Your order'), false);
  });

  it('sends a large campaign, built in the render worker, from it too, with the postal address', async () => {
    await server.put('/api/settings', IDENTITY, { token });
    const contact = await server.post(
      '/api/contacts',
      { firstName: 'Bo', lastName: 'Ng', email: 'bo@example.com' },
      { token },
    );
    // Over INLINE_RENDER_BYTES: compiled and each copy built in the worker (issue 26 §2).
    const content = `<p>Fresh bread</p>${'<p>Crusty sourdough, baked this morning.</p>'.repeat(900)}`;
    expect(rendersInWorker({ subject: 'Big bake', content })).toBe(true);
    const created = await server.post(
      '/api/campaigns',
      { name: 'Big', subject: 'Big bake', content },
      { token },
    );
    const campaignId: number = created.body.campaign.id;
    await server.post(
      `/api/campaigns/${campaignId}/contacts`,
      { contactId: contact.body.contact.id },
      { token },
    );

    expect(
      (await server.post(`/api/campaigns/${campaignId}/test`, { email: signIn }, { token })).status,
    ).toBe(200);
    expectIdentity(await received(signIn, '[Test] Big bake'), true);

    expect((await server.post(`/api/campaigns/${campaignId}/send`, {}, { token })).status).toBe(
      202,
    );
    const sent = await received('bo@example.com', 'Big bake');
    expectIdentity(sent, true);
    expect(String(sent.parsed.html)).toContain('Crusty sourdough');
  });

  it('goes back to the server default when the fields are cleared', async () => {
    await server.put('/api/settings', IDENTITY, { token });
    const cleared = await server.put(
      '/api/settings',
      { fromName: '', fromEmail: '', replyTo: null, postalAddress: '  ' },
      { token },
    );
    expect(cleared.status).toBe(200);
    expect(cleared.body.settings).toEqual({
      fromName: null,
      fromEmail: null,
      replyTo: null,
      postalAddress: null,
    });
    expect(cleared.body.from).toBe('Beacon CRM <no-reply@beacon.test>');
  });
});

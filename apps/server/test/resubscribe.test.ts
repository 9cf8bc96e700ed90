import { afterAll, beforeAll, expect, it } from 'vitest';
import { serverSecret } from '../src/db/serverSecretsRepository';
import { trackingTokens } from '../src/tracking/trackingTokens';
import { describeEachDatabase, startTestServer, type TestServer } from './harness';

const FORM = { 'Content-Type': 'application/x-www-form-urlencoded' };

/**
 * The unsubscribe page's way back (issue 28 §2): "Resubscribe" with one press, recorded as
 * consent, as leaving is; a bounced address cannot rejoin, and the link still unsubscribes after.
 */
describeEachDatabase('resubscribe on the unsubscribe page', (database) => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer({ database });
  });

  afterAll(async () => {
    await server?.close();
  });

  async function contactWithLink(status = 'subscriber') {
    const { token, user } = await server.registerUser();
    const email = `ada.${Math.random().toString(36).slice(2)}@example.com`;
    const res = await server.post(
      '/api/contacts',
      { firstName: 'Ada', lastName: 'Lovelace', email, status },
      { token },
    );
    expect(res.status, res.text).toBe(201);
    const contactId = res.body.contact.id as number;
    const tokens = trackingTokens(await serverSecret(server, server.config.mail.appSecret));
    const link = `/u/${tokens.sign({
      kind: 'contact-unsubscribe',
      contactId,
      ownerId: user.id,
      expiresAt: Date.now() + 60_000,
    })}`;
    const contact = async () => (await server.get(`/api/contacts/${contactId}`, { token })).body;
    const consents = async () =>
      (await server.get(`/api/contacts/${contactId}/consents`, { token })).body.consents;
    return { token, email, contactId, link, contact, consents };
  }

  it('leaves and rejoins with one press each, both recorded with where from, audited', async () => {
    const { token, email, contactId, link, contact, consents } = await contactWithLink();
    const browser = { ...FORM, 'User-Agent': 'Firefox/140' };

    const left = await server.request('POST', link, { body: 'confirm=1', headers: browser });
    expect(left.status).toBe(200);
    expect(left.text).toContain('You are unsubscribed');
    expect(left.text).toContain(`action="${link}/resubscribe"`);
    expect((await contact()).contact.status).toBe('unsubscribed');

    // The page read later offers the way back too.
    expect((await server.get(link)).text).toContain('>Resubscribe</button>');

    const back = await server.request('POST', `${link}/resubscribe`, {
      body: 'confirm=1',
      headers: browser,
    });
    expect(back.status).toBe(200);
    expect(back.text).toContain('You are subscribed again');
    expect(back.text).toContain(`action="${link}"`);
    expect((await contact()).contact.status).toBe('subscriber');
    // Twice is fine: still subscribed, nothing recorded twice.
    expect(
      (await server.request('POST', `${link}/resubscribe`, { body: '', headers: FORM })).text,
    ).toContain('You are subscribed again');

    const history = await consents();
    expect(history.map((c: { kind: string }) => c.kind)).toEqual(['unsubscribe', 'resubscribe']);
    expect(history[0]).toMatchObject({
      consentText: `Stop receiving campaign emails at ${email}`,
      userAgent: 'Firefox/140',
      formId: null,
    });
    expect(history[0].ip).toEqual(expect.any(String));
    expect(history[1]).toMatchObject({
      consentText: `Receive campaign emails again at ${email}`,
      userAgent: 'Firefox/140',
    });
    const changes = (await server.get(`/api/contacts/${contactId}/status-changes`, { token })).body
      .changes;
    expect(changes).toEqual([
      expect.objectContaining({
        from: 'unsubscribed',
        to: 'subscriber',
        reason: 'They resubscribed on the unsubscribe page',
      }),
    ]);

    // The same link unsubscribes again after rejoining, and records it.
    const again = await server.request('POST', link, {
      body: 'List-Unsubscribe=One-Click',
      headers: FORM,
    });
    expect(again.status).toBe(200);
    expect((await contact()).contact.status).toBe('unsubscribed');
    expect((await consents()).map((c: { kind: string }) => c.kind)).toEqual([
      'unsubscribe',
      'resubscribe',
      'unsubscribe',
    ]);
  });

  it('offers no way back to a bounced address, and refuses one pressed anyway', async () => {
    const { link, contact, consents } = await contactWithLink('bounced');
    const page = await server.get(link);
    expect(page.text).not.toContain('Resubscribe');
    const pressed = await server.request('POST', `${link}/resubscribe`, {
      body: '',
      headers: FORM,
    });
    expect(pressed.text).not.toContain('You are subscribed again');
    expect((await contact()).contact.status).toBe('bounced');
    expect(await consents()).toEqual([]);
  });
});

import { escapeHtml } from '@crm/email-builder';
import { Hono, type Context } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import type { Kysely } from 'kysely';
import { publicTestAddressesRepository } from '../campaigns/testAddressesRepository';
import { contactsRepository } from '../contacts/contactsRepository';
import type { Db } from '../db/Db';
import type { Database } from '../db/schema';
import { ownerScope } from '../db/scope';
import { serverSecret } from '../db/serverSecretsRepository';
import type { AppDeps, AppEnv } from '../http/AppEnv';
import { clientAddress } from '../http/clientAddress';
import { pixel } from '../http/pixel';
import { publicPage } from './publicPage';
import { engagementRecorder, type EngagementRecorder } from './engagementRecorder';
import { trackingRepository } from './trackingRepository';
import { trackingTokens } from './trackingTokens';
import { unsubscribePage } from './unsubscribePage';

const recorders = new WeakMap<Kysely<Database>, EngagementRecorder>();

function recorderFor(db: Db): EngagementRecorder {
  let recorder = recorders.get(db.db);
  if (!recorder) recorders.set(db.db, (recorder = engagementRecorder(db)));
  return recorder;
}

/** Writes the buffered opens and clicks now (tests, and before a count is read back). */
export function flushEngagement(db: Db): Promise<void> {
  return recorders.get(db.db)?.flush() ?? Promise.resolve();
}

/**
 * Public, session-less routes that mail links point at: `/t/o/<token>` (open pixel),
 * `/t/c/<token>` (click redirect to the URL signed into the token, never one from the query) and
 * `/u/<token>` (unsubscribe page; its POST also serves RFC 8058 one-click). Any token that does not
 * verify, is expired or is of the wrong kind answers 404.
 */
export function trackingRoutes(deps: AppDeps): Hono<AppEnv> {
  const { config } = deps;
  const app = new Hono<AppEnv>();
  const recorder = recorderFor(deps);
  const tracking = trackingRepository(deps);
  let tokens: ReturnType<typeof trackingTokens> | undefined;
  const read = async (c: Context) => {
    tokens ??= trackingTokens(await serverSecret(deps, config.mail.appSecret));
    return tokens.verify(c.req.param('token') ?? '');
  };
  /** An unsubscribe link: of a campaign's recipient row, or of a contact a single message went to. */
  const unsubscribeToken = async (c: Context) => {
    const token = await read(c);
    return token?.kind === 'unsubscribe' || token?.kind === 'contact-unsubscribe'
      ? token
      : undefined;
  };
  const notFound = (c: Context) => c.text('Not found', 404, { 'Cache-Control': 'no-store' });

  app.get('/t/o/:token', async (c) => {
    const token = await read(c);
    if (token?.kind === 'open') recorder.open(token.recipientId);
    else if (token?.kind === 'step-open') recorder.stepOpen(token);
    else return notFound(c);
    return pixel(c);
  });

  app.get('/t/c/:token', async (c) => {
    tokens ??= trackingTokens(await serverSecret(deps, config.mail.appSecret));
    const read = tokens.verify(c.req.param('token') ?? '', Date.now(), true);
    const token = read?.kind === 'click' || read?.kind === 'step-click' ? read : undefined;
    if (!token) return notFound(c);
    // Past its window a click link redirects nowhere by itself: a page names where it went, so
    // the product's domain is no open redirect for old or minted links (issue 26 §4).
    if (token.expiresAt < Date.now())
      return c.html(
        publicPage(
          'Link expired',
          `<h1>This link has expired</h1><p>It pointed to:</p><p><strong>${escapeHtml(token.url)}</strong></p>` +
            `<p>Only continue if you trust this address.</p><p><a href="${escapeHtml(token.url)}" rel="noreferrer nofollow">Continue to the address</a></p>`,
        ),
        200,
        { 'Cache-Control': 'no-store' },
      );
    // A link signed before links were checked at save may hold a line break: never a header.
    // eslint-disable-next-line no-control-regex -- control characters are what this looks for
    if (/[\u0000-\u001f\u007f]/.test(token.url))
      return c.text('This link is not valid', 400, { 'Cache-Control': 'no-store' });
    if (token.kind === 'click') recorder.click(token.recipientId, token.url);
    else recorder.stepClick(token, token.url);
    return c.redirect(token.url, 302);
  });

  /**
   * Who an unsubscribe link is for, and whether they are unsubscribed now: the contact's status
   * (they may have rejoined since), or the message's row when the contact was deleted.
   */
  const personOf = async (token: NonNullable<Awaited<ReturnType<typeof unsubscribeToken>>>) => {
    if (token.kind === 'contact-unsubscribe')
      return contactState(deps, token.ownerId, token.contactId);
    const row = await tracking.recipient(token.recipientId);
    if (!row) return undefined;
    const deleted = { ...row, contactId: null, status: null };
    if (row.contactId === null) return deleted;
    return (await contactState(deps, row.ownerId, row.contactId)) ?? deleted;
  };
  const originOf = (c: Context) => ({
    ip: clientAddress(c, config),
    userAgent: c.req.header('User-Agent')?.slice(0, 500) ?? null,
  });
  const page = (c: Context, html: string, status: 200 | 404 = 200) =>
    c.html(html, status, { 'Cache-Control': 'no-store' });
  const unsubscribePath = (c: Context) => `/u/${c.req.param('token')}`;

  app.get('/u/:token', async (c) => {
    const token = await unsubscribeToken(c);
    const person = token && (await personOf(token));
    if (!person) return page(c, unsubscribePage('invalid'), 404);
    if (!person.unsubscribed)
      return page(c, unsubscribePage('confirm', person.email, unsubscribePath(c)));
    // A deleted contact cannot rejoin: there is no one to mail again.
    const rejoin = person.contactId === null ? '' : `${unsubscribePath(c)}/resubscribe`;
    return page(c, unsubscribePage('done', person.email, rejoin));
  });

  app.post(
    '/u/:token',
    bodyLimit({ maxSize: 4096, onError: (c) => c.text('Request body is too large', 413) }),
    async (c) => {
      const token = await unsubscribeToken(c);
      if (!token) return notFound(c);
      const form = await c.req.parseBody().catch(() => ({}) as Record<string, unknown>);
      const origin = originOf(c);
      const done =
        token.kind === 'unsubscribe'
          ? await tracking.unsubscribe(token.recipientId, new Date(), origin)
          : await tracking.unsubscribeContact(
              ownerScope(token.ownerId),
              token.contactId,
              new Date(),
              origin,
            );
      if (!done) return notFound(c);
      // RFC 8058: the mail client posts `List-Unsubscribe=One-Click` and expects no page.
      if (form['List-Unsubscribe'] === 'One-Click') return c.body(null, 200);
      const person = await personOf(token);
      const rejoin = person?.contactId ? `${unsubscribePath(c)}/resubscribe` : '';
      return page(c, unsubscribePage('done', done.email, rejoin));
    },
  );

  // Rejoining (issue 28 §2): one press, the person's own consent, recorded.
  app.post('/u/:token/resubscribe', bodyLimit({ maxSize: 4096 }), async (c) => {
    const token = await unsubscribeToken(c);
    const person = token && (await personOf(token));
    if (!person || person.contactId === null) return page(c, unsubscribePage('invalid'), 404);
    const done = await tracking.resubscribe(
      ownerScope(person.ownerId),
      person.contactId,
      new Date(),
      originOf(c),
    );
    // Pressed twice: they are subscribed already. A bounced address gets the page a read shows.
    if (done || person.status === 'subscriber')
      return page(c, unsubscribePage('resubscribed', person.email, unsubscribePath(c)));
    return page(c, unsubscribePage('confirm', person.email, unsubscribePath(c)));
  });

  // A test address's confirmation (campaigns/testSends.ts): the GET shows a button, since mail
  // scanners open every link; the button's POST confirms.
  const testAddresses = publicTestAddressesRepository(deps);
  const confirmPage = (state: 'confirm' | 'done' | 'invalid', email = '', action = '') =>
    publicPage(
      'Confirm test emails',
      state === 'confirm'
        ? `<h1>Allow test emails</h1><p>Allow a Beacon CRM account to send its test emails to <strong>${escapeHtml(email)}</strong>?</p>
<form method="post" action="${escapeHtml(action)}"><button type="submit">Allow test emails</button></form>`
        : state === 'done'
          ? `<h1>Address confirmed</h1><p>Test emails may now be sent to <strong>${escapeHtml(email)}</strong>.</p>`
          : `<h1>Link not valid</h1><p>This confirmation link is not valid, was used already or has expired.</p>`,
    );
  app.get('/t/v/:token', async (c) => {
    const email = await testAddresses.pending(c.req.param('token'));
    if (!email) return c.html(confirmPage('invalid'), 404, { 'Cache-Control': 'no-store' });
    return c.html(confirmPage('confirm', email, c.req.path), 200, { 'Cache-Control': 'no-store' });
  });
  app.post('/t/v/:token', bodyLimit({ maxSize: 4096 }), async (c) => {
    const email = await testAddresses.confirm(c.req.param('token'));
    if (!email) return c.html(confirmPage('invalid'), 404, { 'Cache-Control': 'no-store' });
    return c.html(confirmPage('done', email), 200, { 'Cache-Control': 'no-store' });
  });

  return app;
}

/** A contact's address and whether it unsubscribed, for the page of a single message's link. */
async function contactState(db: Db, ownerId: number, contactId: number) {
  const contact = await contactsRepository(db, ownerScope(ownerId)).find(contactId);
  return (
    contact && {
      ownerId,
      contactId: contact.id as number | null,
      status: contact.status,
      email: contact.email,
      unsubscribed: contact.status === 'unsubscribed',
    }
  );
}

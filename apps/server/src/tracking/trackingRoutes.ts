import { Hono, type Context } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import type { AppDeps, AppEnv } from '../http/AppEnv';
import { recipientUnsubscribeState } from '../sending/sendingRepository';
import { serverSecret } from '../sending/serverSecret';
import { trackingTokens, type TrackingToken } from '../sending/trackingTokens';
import { engagementRecorder, type EngagementRecorder } from './engagementRecorder';
import { unsubscribePage } from './unsubscribePage';
import { unsubscribeRecipient } from './unsubscribeRecipient';

/** The smallest transparent GIF. */
const PIXEL = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');

const recorders = new WeakMap<Kysely<Database>, EngagementRecorder>();

function recorderFor(db: Kysely<Database>): EngagementRecorder {
  let recorder = recorders.get(db);
  if (!recorder) recorders.set(db, (recorder = engagementRecorder(db)));
  return recorder;
}

/** Writes the buffered opens and clicks now (tests, and before a count is read back). */
export function flushEngagement(db: Kysely<Database>): Promise<void> {
  return recorders.get(db)?.flush() ?? Promise.resolve();
}

/**
 * Public, session-less routes that mail links point at: `/t/o/<token>` (open pixel),
 * `/t/c/<token>` (click redirect to the URL signed into the token, never one from the query) and
 * `/u/<token>` (unsubscribe page; its POST also serves RFC 8058 one-click). Any token that does not
 * verify, is expired or is of the wrong kind answers 404.
 */
export function trackingRoutes({ db, config }: AppDeps): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  const recorder = recorderFor(db);
  let tokens: ReturnType<typeof trackingTokens> | undefined;
  const verify = async <K extends TrackingToken['kind']>(c: Context, kind: K) => {
    tokens ??= trackingTokens(await serverSecret(db, config.mail.appSecret));
    const token = tokens.verify(c.req.param('token') ?? '');
    return token?.kind === kind ? (token as Extract<TrackingToken, { kind: K }>) : undefined;
  };
  const notFound = (c: Context) => c.text('Not found', 404, { 'Cache-Control': 'no-store' });

  app.get('/t/o/:token', async (c) => {
    const token = await verify(c, 'open');
    if (!token) return notFound(c);
    recorder.open(token.recipientId);
    return c.body(PIXEL, 200, {
      'Content-Type': 'image/gif',
      'Cache-Control': 'no-store, max-age=0',
    });
  });

  app.get('/t/c/:token', async (c) => {
    const token = await verify(c, 'click');
    if (!token) return notFound(c);
    recorder.click(token.recipientId, token.url);
    return c.redirect(token.url, 302);
  });

  app.get('/u/:token', async (c) => {
    const token = await verify(c, 'unsubscribe');
    if (!token) return c.html(unsubscribePage('invalid'), 404);
    const row = await recipientUnsubscribeState(db, token.recipientId);
    if (!row) return c.html(unsubscribePage('invalid'), 404);
    return c.html(
      row.unsubscribed_at !== null
        ? unsubscribePage('done', row.email)
        : unsubscribePage('confirm', row.email, c.req.path),
      200,
      { 'Cache-Control': 'no-store' },
    );
  });

  app.post(
    '/u/:token',
    bodyLimit({ maxSize: 4096, onError: (c) => c.text('Request body is too large', 413) }),
    async (c) => {
      const token = await verify(c, 'unsubscribe');
      if (!token) return notFound(c);
      const form = await c.req.parseBody().catch(() => ({}) as Record<string, unknown>);
      const done = await unsubscribeRecipient(db, token.recipientId);
      if (!done) return notFound(c);
      // RFC 8058: the mail client posts `List-Unsubscribe=One-Click` and expects no page.
      if (form['List-Unsubscribe'] === 'One-Click') return c.body(null, 200);
      return c.html(unsubscribePage('done', done.email), 200, { 'Cache-Control': 'no-store' });
    },
  );

  return app;
}

import { Hono } from 'hono';
import { simpleParser } from 'mailparser';
import { emlFileName } from '@crm/api-client';
import { requireAuth } from '../auth/requireAuth';
import type { AppDeps, AppEnv } from '../http/AppEnv';
import { notFound } from '../http/HttpError';
import { parseId } from '../http/readJson';
import { outboxRepository } from './outboxRepository';

/**
 * `/api/outbox`: the messages kept instead of delivered when no SMTP server is configured, newest
 * first, a page at a time; one message read back from its stored MIME; one message as the exact
 * `.eml` it was (or would have been) sent as.
 */
export function outboxRoutes(deps: AppDeps): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  app.use('*', requireAuth(deps));

  app.get('/', async (c) => {
    const limit = Math.min(100, Math.max(1, Number(c.req.query('limit')) || 50));
    const cursor = c.req.query('cursor');
    const page = await outboxRepository(deps, c.var.scope).page(
      limit,
      cursor ? parseId(cursor, 'Cursor') : undefined,
    );
    return c.json(page);
  });

  app.get('/:id', async (c) => {
    const stored = await outboxRepository(deps, c.var.scope).find(
      parseId(c.req.param('id'), 'Message'),
    );
    if (!stored) throw notFound('Message');
    const { raw, ...message } = stored;
    // Read back from the stored MIME, so the screen shows what a mail server would have received.
    const parsed = await simpleParser(raw, { skipImageLinks: true });
    return c.json({
      message: {
        ...message,
        headers: parsed.headerLines.map(({ line }) => {
          const colon = line.indexOf(':');
          return {
            name: line.slice(0, colon).trim(),
            value: line
              .slice(colon + 1)
              .replace(/\r?\n[ \t]+/g, ' ')
              .trim(),
          };
        }),
        html: typeof parsed.html === 'string' ? parsed.html : '',
        text: parsed.text ?? '',
        size: Buffer.byteLength(raw),
      },
    });
  });

  // The stored MIME byte for byte (issue 30 §1): what a mail server would have received, DKIM
  // signature included, so it can be opened in a mail client or checked by a validator.
  app.get('/:id/eml', async (c) => {
    const id = parseId(c.req.param('id'), 'Message');
    const stored = await outboxRepository(deps, c.var.scope).find(id);
    if (!stored) throw notFound('Message');
    return c.body(stored.raw, 200, {
      'Content-Type': 'message/rfc822',
      'Content-Disposition': `attachment; filename="${emlFileName(stored.subject, id)}"`,
    });
  });

  return app;
}

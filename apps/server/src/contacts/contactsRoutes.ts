import {
  ContactBulkCampaignInputSchema,
  ContactBulkDeleteInputSchema,
  ContactBulkTagInputSchema,
  ContactCreateInputSchema,
  ContactFilterSchema,
  ContactListQuerySchema,
  ContactTagsQuerySchema,
  ContactUpdateInputSchema,
} from '@crm/api-client';
import { pipeline, Readable, type Transform } from 'node:stream';
import zlib from 'node:zlib';
import { type Context, Hono } from 'hono';
import { requireAuth } from '../auth/requireAuth';
import { campaignsRepository } from '../campaigns/campaignsRepository';
import type { AppDeps, AppEnv } from '../http/AppEnv';
import { HttpError, notFound } from '../http/HttpError';
import { parseId, readBody, validate } from '../http/readJson';
import { decodeCursor } from './contactsCursor';
import { contactsRepository, type BulkSelection, type PositionRequest } from './contactsRepository';

const JSON_TYPE = { 'Content-Type': 'application/json' };

/** Brotli, else gzip, for a client that accepts it; none otherwise. */
function streamEncoding(accepted: string | undefined): 'br' | 'gzip' | undefined {
  const list = (accepted ?? '').toLowerCase();
  return /\bbr\b/.test(list) ? 'br' : /\bgzip\b/.test(list) ? 'gzip' : undefined;
}

/** Fast settings: a million contacts is 270 MB of JSON, compressed as it is written. */
function compressor(encoding: 'br' | 'gzip'): Transform {
  return encoding === 'br'
    ? zlib.createBrotliCompress({ params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 } })
    : zlib.createGzip({ level: 4 });
}

function logStreamError(error: NodeJS.ErrnoException) {
  if (error.code !== 'ERR_STREAM_PREMATURE_CLOSE')
    console.error('contacts list stream failed', error);
}

/** `?offset=` needs a `limit` and no cursor: the position request of a jump. */
function positionRequest({
  limit,
  cursor,
  ...request
}: Omit<PositionRequest, 'limit'> & { limit?: number; cursor?: string }): PositionRequest {
  if (limit === undefined)
    throw new HttpError(400, 'Offset needs a limit from 1 to 500', { field: 'limit' });
  if (cursor !== undefined)
    throw new HttpError(400, 'Give either a cursor or an offset, not both', { field: 'offset' });
  return { ...request, limit };
}

/**
 * `/api/contacts`: list, create, read, partial update, delete, bulk actions, and a contact's
 * campaign history; all within the request's scope.
 */
export function contactsRoutes(deps: AppDeps): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  app.use('*', requireAuth(deps));
  const repo = (c: Context<AppEnv>) => contactsRepository(deps, c.var.scope);

  /**
   * With `limit`, one keyset page with `nextCursor` and `total`; `limit=0` the count alone. Without
   * it, the spec's `{ contacts }` with every contact, streamed a page at a time: built as one string,
   * a million contacts took 1.9 GB for two requests and stalled other users for 9 s.
   */
  app.get('/', async (c) => {
    const { limit, offset, cursor, sort, order, q, tag, status } = validate(
      ContactListQuerySchema,
      c.req.query(),
    );
    const contacts = repo(c);
    const filter = { q, tag, status };
    if (limit === 0) return c.json({ total: await contacts.count(filter) });
    if (offset !== undefined) {
      const at = positionRequest({ limit, cursor, sort, order, filter, offset });
      return c.body(await contacts.pageAtJson(at), 200, JSON_TYPE);
    }
    const request = {
      sort,
      order,
      filter,
      cursor: cursor === undefined ? undefined : decodeCursor(cursor, { sort, order, filter }),
    };
    if (limit !== undefined) {
      return c.body(await contacts.pageJson({ ...request, limit }), 200, JSON_TYPE);
    }
    const pieces = contacts.streamJson(request);
    // The first piece is read before answering, so a failing first query still answers 500.
    const first = await pieces.next();
    const body = Readable.from(
      (async function* () {
        if (!first.done) yield first.value;
        yield* pieces;
      })(),
      { objectMode: false },
    );
    // Compressed here, a piece at a time: the JSON middleware compresses whole bodies and, handed
    // this stream, held all of it (three lists of a million contacts took the server to 1.9 GB).
    const encoding = streamEncoding(c.req.header('Accept-Encoding'));
    // Headers are gone by the time a later page fails: cutting the connection is how a client
    // learns the list broke. A client that leaves ends the database reads too.
    const out = encoding
      ? pipeline(body, compressor(encoding), (error) => error && logStreamError(error))
      : body.once('error', logStreamError);
    return c.body(Readable.toWeb(out) as ReadableStream, 200, {
      ...JSON_TYPE,
      Vary: 'Accept-Encoding',
      ...(encoding ? { 'Content-Encoding': encoding } : {}),
    });
  });

  app.get('/tags', async (c) => {
    const { q } = validate(ContactTagsQuerySchema, c.req.query());
    return c.json({ tags: await repo(c).tags(q) });
  });

  app.get('/count', async (c) => {
    const filter = validate(ContactFilterSchema, c.req.query());
    return c.json({ total: await repo(c).count(filter) });
  });

  const selection = (input: { ids?: number[]; filter?: BulkSelection['filter'] }) =>
    (input.ids ? { ids: input.ids } : { filter: input.filter ?? {} }) as BulkSelection;

  app.post('/bulk/delete', async (c) => {
    const input = await readBody(c, ContactBulkDeleteInputSchema);
    return c.json(await repo(c).bulk.delete(selection(input)));
  });

  app.post('/bulk/tag', async (c) => {
    const input = await readBody(c, ContactBulkTagInputSchema);
    return c.json(await repo(c).bulk.addTag(selection(input), input.tag));
  });

  app.post('/bulk/campaign', async (c) => {
    const input = await readBody(c, ContactBulkCampaignInputSchema);
    return c.json(await repo(c).bulk.addToCampaign(selection(input), input.campaignId));
  });

  app.post('/', async (c) => {
    const input = await readBody(c, ContactCreateInputSchema);
    return c.json({ contact: await repo(c).create(input) }, 201);
  });

  app.get('/:id', async (c) => {
    const contact = await repo(c).find(parseId(c.req.param('id'), 'Contact'));
    if (!contact) throw notFound('Contact');
    return c.json({ contact });
  });

  app.patch('/:id', async (c) => {
    const id = parseId(c.req.param('id'), 'Contact');
    const input = await readBody(c, ContactUpdateInputSchema);
    const contact = await repo(c).update(id, input);
    if (!contact) throw notFound('Contact');
    return c.json({ contact });
  });

  /** The contact's history across campaigns (the campaigns area keeps it), newest first. */
  app.get('/:id/engagement', async (c) => {
    const contactId = parseId(c.req.param('id'), 'Contact');
    if (!(await repo(c).find(contactId))) throw notFound('Contact');
    const engagement = await campaignsRepository(deps, c.var.scope).engagementOf(contactId);
    return c.json({ engagement });
  });

  app.delete('/:id', async (c) => {
    const removed = await repo(c).remove(parseId(c.req.param('id'), 'Contact'));
    if (!removed) throw notFound('Contact');
    return c.body(null, 204);
  });

  return app;
}

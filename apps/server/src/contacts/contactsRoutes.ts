import {
  CONTACT_BULK_IMMEDIATE_MAX,
  ContactBulkCampaignInputSchema,
  ContactBulkDeleteInputSchema,
  ContactBulkEraseInputSchema,
  ContactEraseInputSchema,
  ERASE_CONFIRM_MESSAGE,
  confirmsErasure,
  ContactBulkStatusInputSchema,
  ContactBulkTagInputSchema,
  ContactBulkUntagInputSchema,
  ContactCreateInputSchema,
  ContactFilterSchema,
  type ContactFilter,
  ContactListQuerySchema,
  ContactTagsQuerySchema,
  ContactTimelineQuerySchema,
  ContactUpdateInputSchema,
  contactExportFileName,
  DUPLICATE_GROUPS_PAGE_SIZE,
  DuplicatesQuerySchema,
  MergeContactsInputSchema,
  OPT_OUT_CONTACT_STATUSES,
} from '@crm/api-client';
import { pipeline, Readable, type Transform } from 'node:stream';
import zlib from 'node:zlib';
import { type Context, Hono } from 'hono';
import { requireAuth } from '../auth/requireAuth';
import { checkRoomForContact } from '../billing/contactLimit';
import { campaignsRepository } from '../campaigns/campaignsRepository';
import { inTransaction } from '../db/Db';
import { withSegmentConditions } from '../segments/segmentFilter';
import { formsRepository } from '../forms/formsRepository';
import { fireWorkflowTrigger, SUBSCRIBER, subscriptionChange } from '../workflows/workflowTriggers';
import { workflowRunsRepository } from '../workflows/workflowRunsRepository';
import type { AppDeps, AppEnv } from '../http/AppEnv';
import { HttpError, notFound } from '../http/HttpError';
import { parseId, readBody, validate } from '../http/readJson';
import { eraseContacts } from './contactErasure';
import { mergeContacts } from './contactMerge';
import { contactExport } from './contactExport';
import { contactTimeline } from './contactTimeline';
import { decodeCursor } from './contactsCursor';
import { bulkJobOf, enqueueBulkContacts } from './contactsJobs';
import {
  contactsRepository,
  type BulkChange,
  type ContactActor,
  type ContactsFilter,
  type BulkSelection,
  type PositionRequest,
} from './contactsRepository';
import { audited, recordAudit } from '../audit/recordAudit';

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

/**
 * A client that leaves mid-list (a closed tab, a load tester's end) is routine: one line, not a
 * stack (a bench's end printed nine). Anything else is a failure worth its stack.
 */
function logStreamError(error: NodeJS.ErrnoException) {
  if (error.name === 'AbortError' || error.code === 'ERR_STREAM_PREMATURE_CLOSE')
    console.info('contacts list: the client closed the connection before the end');
  else console.error('contacts list stream failed', error);
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
  /**
   * Who a request's changes are recorded as: the user in the app, or the API. Both send the same
   * session token, so the app is told apart by the Origin header every browser sends with a write
   * (originCheck has already checked it is the app's); a program calling the API sends none. It
   * names who acted, it guards nothing: a program sending an Origin is recorded as the user.
   */
  const actor = (c: Context<AppEnv>): ContactActor => ({
    by: c.req.header('Origin') ? 'user' : 'api',
    userId: c.var.auth.userId,
  });
  const repo = (c: Context<AppEnv>) => contactsRepository(deps, c.var.scope, actor(c));
  const withSegment = <F extends ContactFilter>(c: Context<AppEnv>, filter: F) =>
    withSegmentConditions(deps, c.var.scope, filter);

  /**
   * With `limit`, one keyset page with `nextCursor` and `total`; `limit=0` the count alone. Without
   * it, the spec's `{ contacts }` with every contact, streamed a page at a time: built as one string,
   * a million contacts took 1.9 GB for two requests and stalled other users for 9 s.
   */
  app.get('/', async (c) => {
    const { limit, offset, cursor, sort, order, q, tag, status, segment } = validate(
      ContactListQuerySchema,
      c.req.query(),
    );
    const contacts = repo(c);
    const filter = await withSegment(c, { q, tag, status, segment });
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
    const filter = await withSegment(c, validate(ContactFilterSchema, c.req.query()));
    return c.json({ total: await repo(c).count(filter) });
  });

  /** Likely duplicates (issue 27 §4), a page of groups with their contacts and why they match. */
  app.get('/duplicates', async (c) => {
    const { cursor } = validate(DuplicatesQuerySchema, c.req.query());
    return c.json(await repo(c).duplicatesPage(cursor, DUPLICATE_GROUPS_PAGE_SIZE));
  });

  /**
   * Merges contacts into one, in one transaction with its audit event: their history moves to the
   * kept contact and they are deleted (see `mergeContacts`).
   */
  app.post('/merge', async (c) => {
    const input = await readBody(c, MergeContactsInputSchema);
    const result = (await audited(
      deps,
      c,
      (trx) => mergeContacts(trx, c.var.scope, actor(c), input),
      ({ contact, merged }) => ({
        action: 'contacts.merged',
        target: { type: 'contact', id: contact.id, label: contact.email },
        details: { count: merged },
      }),
    ))!;
    return c.json(result);
  });

  const selection = (input: { ids?: number[]; filter?: ContactsFilter }) =>
    (input.ids ? { ids: input.ids } : { filter: input.filter ?? {} }) as BulkSelection;

  /**
   * A bulk action: chosen ids and a filter of at most CONTACT_BULK_IMMEDIATE_MAX contacts at once
   * (200, `{ affected }`); a larger filter as a background job a batch at a time (202,
   * `{ affected, job }`: the job's progress is read at `/bulk/jobs/{id}`).
   */
  const bulk = async (
    c: Context<AppEnv>,
    input: { ids?: number[]; filter?: ContactFilter },
    change: BulkChange,
  ) => {
    const chosen = selection({
      ...input,
      filter: input.filter && (await withSegment(c, input.filter)),
    });
    const contacts = repo(c).bulk;
    if (chosen.filter !== undefined) {
      const total = await contacts.count(chosen);
      if (total > CONTACT_BULK_IMMEDIATE_MAX) {
        if (change.action === 'campaign') await checkCampaignOpen(c, change.campaignId);
        const job = await enqueueBulkContacts(deps, c.var.scope, {
          change,
          filter: chosen.filter,
          total,
          actor: actor(c),
        });
        await auditBulk(c, change, total);
        return c.json({ affected: total, job }, 202);
      }
    }
    const done = await contacts.run(chosen, change);
    await auditBulk(c, change, done.affected);
    return c.json(done);
  };

  /** A bulk deletion is one event with its count (a background one, as it is queued). */
  const auditBulk = async (c: Context<AppEnv>, change: BulkChange, count: number) => {
    if (change.action === 'delete')
      await recordAudit(deps, c.var.scope, { action: 'contacts.deleted', details: { count } }, c);
  };

  /** A large add-to-campaign is refused up front, not after its first batch. */
  const checkCampaignOpen = async (c: Context<AppEnv>, campaignId: number) => {
    if (!(await campaignsRepository(deps, c.var.scope).find(campaignId)))
      throw notFound('Campaign');
  };

  app.post('/bulk/delete', async (c) => {
    const input = await readBody(c, ContactBulkDeleteInputSchema);
    return bulk(c, input, { action: 'delete' });
  });

  app.post('/bulk/tag', async (c) => {
    const input = await readBody(c, ContactBulkTagInputSchema);
    return bulk(c, input, { action: 'tag', tag: input.tag });
  });

  app.post('/bulk/untag', async (c) => {
    const input = await readBody(c, ContactBulkUntagInputSchema);
    return bulk(c, input, { action: 'untag', tag: input.tag });
  });

  app.post('/bulk/status', async (c) => {
    const input = await readBody(c, ContactBulkStatusInputSchema);
    return bulk(c, input, { action: 'status', status: input.status });
  });

  app.post('/bulk/campaign', async (c) => {
    const input = await readBody(c, ContactBulkCampaignInputSchema);
    return bulk(c, input, { action: 'campaign', campaignId: input.campaignId });
  });

  /** A background bulk action's progress, and its count once done. */
  app.get('/bulk/jobs/:id', async (c) => {
    const id = parseId(c.req.param('id'), 'Bulk action');
    return c.json({ job: await bulkJobOf(deps, c.var.scope, id) });
  });

  app.post('/', async (c) => {
    const input = await readBody(c, ContactCreateInputSchema);
    const scope = c.var.scope;
    // The plan's contact limit is checked in the same transaction as the insert; the contact and
    // its entries into `contact_added` (and `tag_added`) workflows commit together.
    const contact = await inTransaction(deps, async (trx) => {
      await checkRoomForContact(trx, scope);
      const created = await contactsRepository(trx, scope, actor(c)).create(input);
      const ids = [created.id];
      const now = new Date();
      await fireWorkflowTrigger(trx, scope, { trigger: 'contact_added' }, { ids }, now);
      if (created.status.toLowerCase() === SUBSCRIBER)
        await fireWorkflowTrigger(trx, scope, { trigger: 'subscription_started' }, { ids }, now);
      for (const tag of created.tags)
        await fireWorkflowTrigger(trx, scope, { trigger: 'tag_added', tag }, { ids }, now);
      return created;
    });
    return c.json({ contact }, 201);
  });

  app.get('/:id', async (c) => {
    const contact = await repo(c).find(parseId(c.req.param('id'), 'Contact'));
    if (!contact) throw notFound('Contact');
    return c.json({ contact });
  });

  app.patch('/:id', async (c) => {
    const id = parseId(c.req.param('id'), 'Contact');
    const { statusChangeReason, ...input } = await readBody(c, ContactUpdateInputSchema);
    const scope = c.var.scope;
    const current = await repo(c).find(id);
    if (!current) throw notFound('Contact');
    // An opt-out sticks: leaving unsubscribed or bounced needs the person's new consent, recorded
    // in the owner's words and audited (issue 26 §8).
    const leavesOptOut =
      input.status !== undefined &&
      input.status !== current.status &&
      (OPT_OUT_CONTACT_STATUSES as readonly string[]).includes(current.status);
    if (leavesOptOut && !statusChangeReason)
      throw new HttpError(
        409,
        `This contact ${current.status === 'bounced' ? 'bounced' : 'unsubscribed'}. To mail them again, say why they may be mailed again (for example, they asked to rejoin).`,
        { field: 'statusChangeReason' },
      );
    // The change, its audit row and the `tag_added` workflows a new tag starts share one commit.
    const contact = await inTransaction(deps, async (trx) => {
      const contacts = contactsRepository(trx, scope, actor(c));
      // The tags as this transaction sees them, so a tag another request just added is not new.
      const before = input.tags === undefined ? undefined : await contacts.find(id);
      const updated = await contacts.update(
        id,
        input,
        leavesOptOut ? statusChangeReason : undefined,
      );
      if (updated && leavesOptOut)
        await contacts.recordStatusChange(id, current.status, updated.status, statusChangeReason!);
      const now = new Date();
      if (updated && before) {
        const had = new Set(before.tags.map((t) => t.toLowerCase()));
        for (const tag of updated.tags.filter((t) => !had.has(t.toLowerCase())))
          await fireWorkflowTrigger(trx, scope, { trigger: 'tag_added', tag }, { ids: [id] }, now);
      }
      const subscription = updated && subscriptionChange(current.status, updated.status);
      if (subscription)
        await fireWorkflowTrigger(trx, scope, { trigger: subscription }, { ids: [id] }, now);
      return updated;
    });
    if (!contact) throw notFound('Contact');
    return c.json({ contact });
  });

  /** The audited status changes out of unsubscribed or bounced, with their reasons. */
  app.get('/:id/status-changes', async (c) => {
    const contactId = parseId(c.req.param('id'), 'Contact');
    if (!(await repo(c).find(contactId))) throw notFound('Contact');
    return c.json({ changes: await repo(c).statusChanges(contactId) });
  });

  /** The contact's history across campaigns (the campaigns area keeps it), newest first. */
  app.get('/:id/engagement', async (c) => {
    const contactId = parseId(c.req.param('id'), 'Contact');
    if (!(await repo(c).find(contactId))) throw notFound('Contact');
    const engagement = await campaignsRepository(deps, c.var.scope).engagementOf(contactId);
    return c.json({ engagement });
  });

  /**
   * The contact's consent history (the forms area keeps it), oldest first: what was agreed (text
   * and form version), when and from where, and when and from where it was confirmed.
   */
  app.get('/:id/consents', async (c) => {
    const contactId = parseId(c.req.param('id'), 'Contact');
    if (!(await repo(c).find(contactId))) throw notFound('Contact');
    return c.json({ consents: await formsRepository(deps, c.var.scope).consentsOf(contactId) });
  });

  /**
   * Everything kept about the contact (the right of access, issue 28 §3) as a file to download:
   * fields, consents, form submissions, campaign and workflow emails with their opens and clicks.
   */
  app.get('/:id/export', async (c) => {
    const contactId = parseId(c.req.param('id'), 'Contact');
    const data = await contactExport(deps, c.var.scope, contactId, new Date());
    if (!data) throw notFound('Contact');
    await recordAudit(
      deps,
      c.var.scope,
      {
        action: 'contacts.exported',
        target: { type: 'contact', id: contactId },
        details: { format: 'json' },
      },
      c,
    );
    return c.body(JSON.stringify(data, null, 2), 200, {
      'Content-Type': 'application/json; charset=utf-8',
      'Content-Disposition': `attachment; filename="${contactExportFileName(contactId)}"`,
      'Cache-Control': 'no-store',
    });
  });

  /**
   * Erases the contact (the right to erasure, issue 28 §3) once its address is typed again: what
   * identifies them goes, a one-way hash of the address stays on the suppression list, and
   * campaign figures stay as they were (see `eraseContacts`).
   */
  app.post('/:id/erase', async (c) => {
    const contactId = parseId(c.req.param('id'), 'Contact');
    const { confirmEmail } = await readBody(c, ContactEraseInputSchema);
    const contact = await repo(c).find(contactId);
    if (!contact) throw notFound('Contact');
    if (!confirmsErasure(confirmEmail, contact.email))
      throw new HttpError(400, ERASE_CONFIRM_MESSAGE, { field: 'confirmEmail' });
    await audited(
      deps,
      c,
      async (trx) => (await eraseContacts(trx, c.var.scope, { contactIds: [contactId] })).length,
      // Only the count: an address or name here would keep what the erasure removes.
      (count) => ({ action: 'contacts.erased', details: { count } }),
    );
    return c.body(null, 204);
  });

  /**
   * Erases the people at up to 1000 addresses (a file or a selection) in one transaction: all of
   * them or, on any failure, none. Addresses that are no contact are cleared from sent mail and
   * suppressed too, and counted as not found.
   */
  app.post('/erase', async (c) => {
    const { emails } = await readBody(c, ContactBulkEraseInputSchema);
    const unique = [...new Set(emails)];
    const erased = (await audited(
      deps,
      c,
      (trx) => eraseContacts(trx, c.var.scope, { emails: unique }),
      (people) => ({ action: 'contacts.erased', details: { count: people.length } }),
    ))!;
    const found = new Set(erased.map((e) => e.email.toLowerCase()));
    return c.json({
      erased: erased.length,
      notFound: unique.filter((e) => !found.has(e)).length,
    });
  });

  /**
   * The contact's timeline (issue 32 §1): every event the areas keep about it, newest first,
   * keyset-paged (`before` is a previous page's `nextCursor`), optionally of some `kinds` only.
   */
  app.get('/:id/timeline', async (c) => {
    const contactId = parseId(c.req.param('id'), 'Contact');
    const query = validate(ContactTimelineQuerySchema, c.req.query());
    const page = await contactTimeline(deps, c.var.scope, contactId, query);
    if (!page) throw notFound('Contact');
    return c.json(page);
  });

  /** The workflows the contact is in (the workflows area keeps them) and where, newest first. */
  app.get('/:id/workflows', async (c) => {
    const contactId = parseId(c.req.param('id'), 'Contact');
    if (!(await repo(c).find(contactId))) throw notFound('Contact');
    const workflows = await workflowRunsRepository(deps, c.var.scope).ofContact(contactId);
    return c.json({ workflows });
  });

  app.delete('/:id', async (c) => {
    const id = parseId(c.req.param('id'), 'Contact');
    // The contact by id only: an erasure later must not find their address kept here.
    const removed = await audited(
      deps,
      c,
      async (trx) => (await contactsRepository(trx, c.var.scope, actor(c)).remove(id)) || undefined,
      () => ({ action: 'contact.deleted', target: { type: 'contact', id } }),
    );
    if (!removed) throw notFound('Contact');
    return c.body(null, 204);
  });

  return app;
}

import type {
  Contact,
  DuplicatesPage,
  ContactTimelineKind,
  ContactCreateData,
  ContactUpdateData,
  SegmentFieldType,
  SegmentGroup,
} from '@crm/api-client';
import {
  sql,
  type Expression,
  type Insertable,
  type Selectable,
  type SqlBool,
  type Updateable,
} from 'kysely';
import { toIso } from '../db/columnTypes';
import type { RowSet } from '../db/countUpTo';
import { isUniqueViolation } from '../db/databaseErrors';
import { inTransaction, type Db } from '../db/Db';
import { OWNER, ownedBy, type Scope } from '../db/scope';
import {
  timelineBefore,
  timelineId,
  type TimelineItem,
  timelineLimit,
  type TimelineRead,
} from '../db/timelineBound';
import { companiesRepository } from '../companies/companiesRepository';
import { HttpError } from '../http/HttpError';
import { contactOrderKey, emitWebhookEvents } from '../webhooks/webhookEvents';
import { encodeCursor, type CursorScope } from './contactsCursor';
import { contactChanges, MERGED_FIELD, timelineChange, type ContactActor } from './contactChanges';
import { CONTACT_COLUMNS, type ContactsChangesTable, type ContactsTable } from './contactsTable';
import { contactsBulk } from './queries/contactsBulk';
import { segmentWhere } from './queries/contactsConditions';
import { filterConditions, isEmptyFilter, type ContactsFilter } from './queries/contactsFilter';
import {
  countContacts,
  SEARCH_FIRST_MAX,
  selectPage,
  selectPageAt,
  selectSearchFirstPage,
  type JsonPage,
  type PageRequest,
  type PositionRequest,
} from './queries/contactsPage';
import { searchTerms } from './queries/contactsSearch';
import { selectContactTags } from './queries/contactsTags';
import { selectCustomFieldTypes } from './queries/contactsCustomFields';
import {
  decodeDuplicatesCursor,
  encodeDuplicatesCursor,
  selectDuplicates,
} from './queries/contactsDuplicates';

export type { BulkChange, BulkSelection, FieldChange } from './queries/contactsBulk';
export type { PositionRequest } from './queries/contactsPage';
export type { ContactActor } from './contactChanges';
export type { ContactsFilter } from './queries/contactsFilter';
export type { SegmentReference } from './queries/contactsConditions';

/** A list read: sort, filter and where to start; pages add a limit. */
export type ListRequest = Omit<PageRequest, 'limit'>;

/** Rows per database read while streaming the unpaged list: about 0.5 MB of JSON. */
const STREAM_PAGE_SIZE = 1000;

const DUPLICATE_EMAIL = 'A contact with this email already exists';

function parseJson<T>(text: string, fallback: T): T {
  if (text === '[]' || text === '{}') return (text === '[]' ? [] : {}) as T;
  try {
    return JSON.parse(text) as T;
  } catch {
    return fallback;
  }
}

export function toContact(
  row: Pick<Selectable<ContactsTable>, (typeof CONTACT_COLUMNS)[number]>,
): Contact {
  return {
    id: row.id,
    firstName: row.first_name,
    lastName: row.last_name,
    email: row.email,
    phone: row.phone,
    company: row.company,
    companyId: row.company_id,
    position: row.position,
    status: row.status,
    tags: parseJson<string[]>(row.tags, []),
    leadSource: row.lead_source,
    customFields: parseJson<Contact['customFields']>(row.custom_fields, {}),
    createdAt: toIso(row.created_at),
  };
}

/** A contact's columns (CONTACT_COLUMNS) with its owner. */
const CONTACT_ROW = [...CONTACT_COLUMNS, OWNER] as const;

/** A unique (user_id, email) violation is the user's mistake, not a server fault. */
async function mapDuplicate<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    if (isUniqueViolation(error)) throw new HttpError(409, DUPLICATE_EMAIL, { field: 'email' });
    throw error;
  }
}

/**
 * The JSON text of a page of contacts, `{ contacts, nextCursor, total }`: the one envelope every
 * paged read answers with. The next cursor carries the total so later pages need not count again;
 * a search's total past the cap travels as cap + 1 in cursors and as "at least cap" here.
 */
function pageEnvelope(scope: CursorScope, page: JsonPage & { total: number }): string {
  const nextCursor = page.next
    ? JSON.stringify(encodeCursor(scope, { ...page.next, total: page.total }))
    : 'null';
  const capped = searchTerms(scope.filter.q).length > 0 && page.total > SEARCH_FIRST_MAX;
  const total = capped ? `${SEARCH_FIRST_MAX},"totalCapped":true` : String(page.total);
  return `{"contacts":[${page.json}],"nextCursor":${nextCursor},"total":${total}}`;
}

/**
 * Every query is scoped: another owner's contact simply does not exist here. `actor` is who the
 * changes made through it are recorded as (the contact's history): by default the owner in the app.
 */
export function contactsRepository(
  database: Db,
  scope: Scope,
  actor: ContactActor = { by: 'user', userId: scope.ownerId },
) {
  const { db } = database;
  const owned = () => db.selectFrom('contacts').where(OWNER, '=', scope.ownerId);
  /** A contact's changes of the timeline's change kinds among `kinds`. */
  const changesOf = (contactId: number, kinds: readonly ContactTimelineKind[]) =>
    db
      .selectFrom('contacts_changes as ch')
      .where(`ch.${OWNER}`, '=', scope.ownerId)
      .where('ch.contact_id', '=', contactId)
      .where((eb) => {
        const fields = eb.or([
          ...(kinds.includes('status_changed') ? [eb('ch.field', '=', 'status')] : []),
          ...(kinds.includes('tags_changed') ? [eb('ch.field', '=', 'tags')] : []),
          ...(kinds.includes('merged') ? [eb('ch.field', '=', MERGED_FIELD)] : []),
          ...(kinds.includes('field_changed')
            ? [eb('ch.field', 'not in', ['status', 'tags', MERGED_FIELD])]
            : []),
        ]);
        return fields;
      });
  /**
   * THE status setter: sets the status of one contact (`{ id }`) or of every contact at an address
   * (`{ email }`), unless it already is `unless` (an unsubscribe outlasts a bounce). An address
   * matches as written and in lower case (the unique (owner, email) index answers both).
   */
  /** Sets the status of a contact or of every contact at an address; returns the ids it changed. */
  const setStatus = async (
    which: { id: number } | { email: string },
    status: string,
    unless?: string,
  ): Promise<number[]> => {
    let select = db.selectFrom('contacts').select('id').where(OWNER, '=', scope.ownerId);
    select =
      'id' in which
        ? select.where('id', '=', which.id)
        : select.where('email', 'in', [...new Set([which.email, which.email.toLowerCase()])]);
    select = select.where('status', '!=', status);
    if (unless) select = select.where('status', '!=', unless);
    const ids = (await select.execute()).map((row) => row.id);
    if (ids.length > 0) {
      await db
        .updateTable('contacts')
        .set({ status })
        .where(OWNER, '=', scope.ownerId)
        .where('id', 'in', ids)
        .execute();
      // The one place a contact becomes unsubscribed or bounced, whatever caused it.
      const type =
        status === 'unsubscribed'
          ? 'contact.unsubscribed'
          : status === 'bounced'
            ? 'contact.bounced'
            : undefined;
      if (type)
        await emitWebhookEvents(database, scope, type, async () =>
          (
            await db
              .selectFrom('contacts')
              .select(CONTACT_ROW)
              .where(OWNER, '=', scope.ownerId)
              .where('id', 'in', ids)
              .execute()
          ).map((row) => ({
            data: { contact: toContact(row) },
            orderKey: contactOrderKey(row.id),
          })),
        );
    }
    return ids;
  };
  /**
   * A page and the filter's total; later pages take the total from their cursor. A search counts
   * exactly up to SEARCH_FIRST_MAX matches and says "more" past that (a search matching most of a
   * million contacts would otherwise count them all on every first page); a search matching fewer
   * starts from its matches and counts them in the same statement (see `selectSearchFirstPage`).
   */
  async function firstPageOrNext(
    request: ListRequest & { limit: number },
  ): Promise<Awaited<ReturnType<typeof selectPage>> & { total: number }> {
    const known = request.cursor?.total;
    const terms = searchTerms(request.filter.q);
    if (known === undefined && isEmptyFilter(request.filter)) {
      const page = await selectPage(database, scope, { ...request, withStoredTotal: true });
      // An empty page (past the last contact) carries no total: read it apart.
      const total = page.storedTotal ?? (await countContacts(database, scope, request.filter));
      return { json: page.json, next: page.next, total };
    }
    if (terms.length === 0 || known !== undefined) {
      // Counted apart: counting inside the page query (`count(*) over ()`) was 5 times slower.
      const [page, total] = await Promise.all([
        selectPage(database, scope, {
          ...request,
          searchFirst: known !== undefined && terms.length > 0 && known <= SEARCH_FIRST_MAX,
        }),
        known ?? countContacts(database, scope, request.filter),
      ]);
      return { ...page, total };
    }
    if (!request.cursor) {
      const first = await selectSearchFirstPage(database, scope, request, SEARCH_FIRST_MAX);
      if (first.total <= SEARCH_FIRST_MAX) return first;
      // Dense matches: the sort index walk finds a page quickly; the capped total is known.
      return { ...(await selectPage(database, scope, request)), total: first.total };
    }
    const [page, total] = await Promise.all([
      selectPage(database, scope, request),
      countContacts(database, scope, request.filter, SEARCH_FIRST_MAX),
    ]);
    return { ...page, total };
  }

  return {
    /**
     * One page as the JSON text of `{ contacts, nextCursor, total }`. Rows arrive as JSON built by
     * the database: materialising each as an object and serialising it again cost about four times
     * as much on large lists.
     */
    async pageJson(request: ListRequest & { limit: number }): Promise<string> {
      return pageEnvelope(request, await firstPageOrNext(request));
    },
    /** The page at a position (a jump: `?offset=`), in the same envelope as every page. */
    async pageAtJson(request: PositionRequest): Promise<string> {
      return pageEnvelope(request, await selectPageAt(database, scope, request));
    },
    /** Bulk delete, tag and add-to-campaign: one transaction each, bounded. */
    bulk: contactsBulk(database, scope, actor),
    /**
     * A page of likely duplicates (issue 27 §4), `limit` groups after `cursor` (a previous page's
     * `nextCursor`): set-based over migration 043's indexes, so a page costs about the same at a
     * million contacts as at a thousand.
     */
    async duplicatesPage(cursor: string | undefined, limit: number): Promise<DuplicatesPage> {
      const at = cursor === undefined ? undefined : decodeDuplicatesCursor(cursor);
      const page = await selectDuplicates(database, scope, at, limit);
      return {
        groups: page.groups.map((group) => ({ ...group, contacts: group.contacts.map(toContact) })),
        nextCursor: page.next && encodeDuplicatesCursor(page.next),
      };
    },
    /**
     * The contacts of `ids` (other owners' are left out), locked on PostgreSQL until the
     * transaction ends so a merge reads them as they are when it moves their history.
     */
    async lockMany(ids: readonly number[]): Promise<Contact[]> {
      let read = owned().select(CONTACT_ROW).where('id', 'in', ids).orderBy('id');
      if (database.dialect === 'postgres') read = read.forUpdate();
      return (await read.execute()).map(toContact);
    },
    /** Records on the kept contact that `emails`' contacts were merged into it (its timeline). */
    async recordMerge(contactId: number, emails: readonly string[]): Promise<void> {
      await db
        .insertInto('contacts_changes')
        .values({
          ...ownedBy(scope),
          contact_id: contactId,
          field: MERGED_FIELD,
          from_value: null,
          to_value: JSON.stringify(emails),
          changed_by: actor.by,
          changed_by_user_id: actor.userId ?? null,
          changed_by_name: actor.name ?? null,
          reason: null,
          created_at: new Date().toISOString(),
        })
        .execute();
    },
    /** The scope's tags to suggest for what a tag box holds, most used first. */
    tags(q: string | undefined): Promise<string[]> {
      return selectContactTags(database, scope, q);
    },
    /** Whether the contact meets a segment's conditions now (a workflow's segment condition). */
    async meets(contactId: number, conditions: SegmentGroup, now = new Date()): Promise<boolean> {
      const row = await owned()
        .select('id')
        .where('id', '=', contactId)
        .where(segmentWhere(database.dialect, conditions, now))
        .executeTakeFirst();
      return row !== undefined;
    },
    /**
     * A segment's conditions as one condition on `contacts` (not aliased), for another area's
     * set-based statement over this owner's contacts (a campaign's audience).
     */
    conditionsWhere(conditions: SegmentGroup, now = new Date()): Expression<SqlBool> {
      return segmentWhere(database.dialect, conditions, now);
    },
    /** How many of the scope's contacts match the filter (a segment's conditions among them). */
    count(filter: ContactsFilter): Promise<number> {
      return countContacts(database, scope, filter);
    },
    /** What the scope's contacts hold in these custom fields (a segment's field conditions). */
    customFieldTypes(names: string[]): Promise<Map<string, SegmentFieldType>> {
      return selectCustomFieldTypes(database, scope, names);
    },
    /**
     * The whole (filtered, sorted) list as JSON text in pieces, a keyset page at a time, so memory
     * holds one page whatever the list's size. Between pages it yields to the event loop: SQLite
     * answers synchronously, and without the pause one long list would starve every other request.
     */
    async *streamJson(request: ListRequest, pageSize = STREAM_PAGE_SIZE): AsyncGenerator<string> {
      yield '{"contacts":[';
      let cursor = request.cursor;
      let first = true;
      for (;;) {
        const page = await selectPage(database, scope, { ...request, cursor, limit: pageSize });
        if (page.json !== '') {
          yield (first ? '' : ',') + page.json;
          first = false;
        }
        if (!page.next) break;
        cursor = page.next;
        await new Promise((resolve) => setImmediate(resolve));
      }
      yield ']}';
    },
    /** Every contact of the scope (the plan's contact limit counts these). */
    async countAll(): Promise<number> {
      const row = await owned()
        .select((eb) => eb.fn.countAll<number | string>().as('count'))
        .executeTakeFirstOrThrow();
      return Number(row.count);
    },
    /**
     * Up to `limit` stored rows after id `after`, by id (the (owner, id) index), of those the
     * filter keeps: the export's keyset pages. `now` is the export's start, so a segment's "in the
     * last N days" means the same on every page.
     */
    rowsAfter(after: number, limit: number, filter: ContactsFilter = {}, now = new Date()) {
      const conditions = filterConditions(database.dialect, filter, now);
      return owned()
        .select(CONTACT_COLUMNS)
        .where('id', '>', after)
        .$if(conditions.length > 0, (qb) => qb.where((eb) => eb.and(conditions)))
        .orderBy('id')
        .limit(limit)
        .execute();
    },
    /** The highest id of the owner's contacts (0 with none): what an import adds comes after it. */
    async lastId(): Promise<number> {
      const row = await owned()
        .select((eb) => eb.fn.max('id').as('id'))
        .executeTakeFirst();
      return Number(row?.id ?? 0);
    },
    /** A page of a company's contacts by name, and how many it has. */
    async ofCompany(
      companyId: number,
      { limit, offset }: { limit: number; offset: number },
    ): Promise<{ contacts: Contact[]; total: number }> {
      const query = owned().where('company_id', '=', companyId);
      const [rows, total] = await Promise.all([
        query
          .select(CONTACT_ROW)
          .orderBy(sql`lower(first_name)`)
          .orderBy(sql`lower(last_name)`)
          .orderBy('id')
          .limit(limit)
          .offset(offset)
          .execute(),
        query.select((eb) => eb.fn.countAll<number | string>().as('n')).executeTakeFirstOrThrow(),
      ]);
      return { contacts: rows.map(toContact), total: Number(total.n) };
    },
    async find(id: number): Promise<Contact | undefined> {
      const row = await owned().select(CONTACT_ROW).where('id', '=', id).executeTakeFirst();
      return row && toContact(row);
    },
    /**
     * The contact at an address (a signup form's subscriber), as written or in lower case: the
     * unique (owner, email) index answers both.
     */
    async findByEmail(email: string): Promise<Contact | undefined> {
      const row = await owned()
        .select(CONTACT_ROW)
        .where('email', 'in', [...new Set([email, email.toLowerCase()])])
        .orderBy('id')
        .executeTakeFirst();
      return row && toContact(row);
    },
    /** The contacts of `ids` (messages merge them), by id; ids of other owners are left out. */
    async findMany(ids: number[]): Promise<Map<number, Contact>> {
      if (ids.length === 0) return new Map();
      // Read by primary key, the owner checked here: with the owner in the WHERE, SQLite walked
      // one of the owner's indexes (all 100,000 of a sender's contacts per batch of 50: the send
      // bench's CPU per message rose 18%) instead of looking the 50 ids up.
      const rows = await db
        .selectFrom('contacts')
        .select(CONTACT_ROW)
        .where('id', 'in', ids)
        .execute();
      return new Map(
        rows.filter((row) => row[OWNER] === scope.ownerId).map((row) => [row.id, toContact(row)]),
      );
    },
    /** Recorded as created by the repository's actor (an import or form names its file or form). */
    async create(input: ContactCreateData): Promise<Contact> {
      const row = await inTransaction(database, async (trx) => {
        const company = input.company
          ? await companiesRepository(trx, scope).named(input.company)
          : null;
        return mapDuplicate(() =>
          trx.db
            .insertInto('contacts')
            .values({
              ...ownedBy(scope),
              first_name: input.firstName,
              last_name: input.lastName,
              email: input.email,
              phone: input.phone,
              company: company?.name ?? null,
              company_id: company?.id ?? null,
              position: input.position,
              status: input.status,
              tags: JSON.stringify(input.tags),
              lead_source: input.leadSource,
              custom_fields: JSON.stringify(input.customFields),
              created_at: new Date().toISOString(),
              created_via: actor.by,
              created_via_name:
                actor.by === 'import' || actor.by === 'form' ? (actor.name ?? null) : null,
            })
            .returning(CONTACT_ROW)
            .executeTakeFirstOrThrow(),
        ).then(async (created) => {
          const contact = toContact(created);
          await emitWebhookEvents(trx, scope, 'contact.created', () => [
            { data: { contact, createdVia: actor.by }, orderKey: contactOrderKey(contact.id) },
          ]);
          return created;
        });
      });
      return toContact(row);
    },
    /**
     * Changes only the fields present in `input`, and records each field, status and tag change in
     * the same transaction (`reason`: why a status left unsubscribed or bounced). Undefined when the
     * contact is not this user's.
     */
    async update(
      id: number,
      input: ContactUpdateData,
      reason?: string,
    ): Promise<Contact | undefined> {
      const changes: Updateable<ContactsTable> = {};
      if (input.firstName !== undefined) changes.first_name = input.firstName;
      if (input.lastName !== undefined) changes.last_name = input.lastName;
      if (input.email !== undefined) changes.email = input.email;
      if (input.phone !== undefined) changes.phone = input.phone;
      if (input.company !== undefined) changes.company = input.company;
      if (input.position !== undefined) changes.position = input.position;
      if (input.status !== undefined) changes.status = input.status;
      if (input.tags !== undefined) changes.tags = JSON.stringify(input.tags);
      if (input.leadSource !== undefined) changes.lead_source = input.leadSource;
      if (input.customFields !== undefined)
        changes.custom_fields = JSON.stringify(input.customFields);
      if (Object.keys(changes).length === 0) return this.find(id);
      return inTransaction(database, async (trx) => {
        // Locked on PostgreSQL so the recorded "from" is what this update replaced.
        let read = trx.db
          .selectFrom('contacts')
          .select(CONTACT_ROW)
          .where(OWNER, '=', scope.ownerId)
          .where('id', '=', id);
        if (trx.dialect === 'postgres') read = read.forUpdate();
        const before = await read.executeTakeFirst();
        if (!before) return undefined;
        // The text names the company to link (found or created); clearing it unlinks.
        if (input.company !== undefined) {
          const company = input.company
            ? await companiesRepository(trx, scope).named(input.company)
            : null;
          changes.company = company?.name ?? null;
          changes.company_id = company?.id ?? null;
        }
        const row = await mapDuplicate(() =>
          trx.db
            .updateTable('contacts')
            .set(changes)
            .where(OWNER, '=', scope.ownerId)
            .where('id', '=', id)
            .returning(CONTACT_ROW)
            .executeTakeFirst(),
        );
        if (!row) return undefined;
        const after = toContact(row);
        const rows: Insertable<ContactsChangesTable>[] = contactChanges(
          toContact(before),
          after,
        ).map((change) => ({
          ...ownedBy(scope),
          contact_id: id,
          ...change,
          changed_by: actor.by,
          changed_by_user_id: actor.userId ?? null,
          changed_by_name: actor.name ?? null,
          reason: change.field === 'status' ? (reason ?? null) : null,
          created_at: new Date().toISOString(),
        }));
        if (rows.length > 0) {
          await trx.db.insertInto('contacts_changes').values(rows).execute();
          await emitWebhookEvents(trx, scope, 'contact.updated', () => [
            {
              data: {
                contact: after,
                changes: rows.map((r) => ({ field: r.field, from: r.from_value, to: r.to_value })),
              },
              orderKey: contactOrderKey(id),
            },
          ]);
        }
        return after;
      });
    },
    async remove(id: number): Promise<boolean> {
      const result = await db
        .deleteFrom('contacts')
        .where(OWNER, '=', scope.ownerId)
        .where('id', '=', id)
        .executeTakeFirst();
      return result.numDeletedRows > 0n;
    },
    /** The contacts at any of `emails` (lower case, as contacts keep them): an erasure's list. */
    async atAddresses(emails: readonly string[]): Promise<{ id: number; email: string }[]> {
      if (emails.length === 0) return [];
      return db
        .selectFrom('contacts')
        .select(['id', 'email'])
        .where(OWNER, '=', scope.ownerId)
        .where('email', 'in', emails)
        .execute();
    },
    /** Deletes the contacts of `ids`; what they own goes with them (foreign keys). */
    async removeMany(ids: readonly number[]): Promise<number> {
      if (ids.length === 0) return 0;
      const result = await db
        .deleteFrom('contacts')
        .where(OWNER, '=', scope.ownerId)
        .where('id', 'in', ids)
        .executeTakeFirst();
      return Number(result.numDeletedRows);
    },
    /** The audit of a status change out of unsubscribed or bounced, with the owner's reason. */
    async recordStatusChange(
      contactId: number,
      from: string,
      to: string,
      reason: string,
    ): Promise<void> {
      await db
        .insertInto('contacts_status_changes')
        .values({
          ...ownedBy(scope),
          contact_id: contactId,
          from_status: from,
          to_status: to,
          reason,
          created_at: new Date().toISOString(),
        })
        .execute();
    },
    /** The audited status changes of a contact, oldest first. */
    async statusChanges(contactId: number) {
      return db
        .selectFrom('contacts_status_changes')
        .select(['from_status as from', 'to_status as to', 'reason', 'created_at as createdAt'])
        .where(OWNER, '=', scope.ownerId)
        .where('contact_id', '=', contactId)
        .orderBy('id')
        .execute();
    },
    /** The contact's creation as a timeline source (rank `rank`): one event at most. */
    async timelineCreated(contactId: number, rank: number, read: TimelineRead) {
      const rows = await owned()
        .select(['id', 'created_at', 'created_via', 'created_via_name'])
        .where('id', '=', contactId)
        .where(timelineBefore(rank, 'created_at', ['id'], read.before))
        .execute();
      return rows.map((r): TimelineItem => {
        const at = toIso(r.created_at);
        const keys = [r.id];
        const id = timelineId(rank, keys);
        const via = { via: r.created_via, viaName: r.created_via_name };
        return { at, rank, keys, event: { kind: 'created', id, at, ...via } };
      });
    },
    /** The contact's recorded changes (status, fields, tags) as a timeline source, newest first. */
    async timelineChanges(contactId: number, rank: number, read: TimelineRead) {
      const rows = await changesOf(contactId, read.kinds)
        .leftJoin('users as u', 'u.id', 'ch.changed_by_user_id')
        .select([
          'ch.id',
          'ch.field',
          'ch.from_value',
          'ch.to_value',
          'ch.changed_by',
          'ch.changed_by_name',
          'u.name as user_name',
          'ch.reason',
          'ch.created_at',
        ])
        .where(timelineBefore(rank, 'ch.created_at', ['ch.id'], read.before))
        .orderBy('ch.created_at', 'desc')
        .orderBy('ch.id', 'desc')
        .limit(timelineLimit(read))
        .execute();
      return rows.map((r): TimelineItem => {
        const at = toIso(r.created_at);
        const keys = [r.id];
        return { at, rank, keys, event: timelineChange(timelineId(rank, keys), at, r) };
      });
    },
    /** The contact's recorded changes of `kinds`, unexecuted (the timeline counts and probes them). */
    changeRows: (contactId: number, kinds: readonly ContactTimelineKind[]): RowSet =>
      changesOf(contactId, kinds),
    /** The contact asked for no more mail (an unsubscribe link or a one-click POST). */
    markUnsubscribed: (id: number) => setStatus({ id }, 'unsubscribed'),
    /** The address does not exist (a hard bounce), unless the contact already unsubscribed. */
    markBounced: (id: number) => setStatus({ id }, 'bounced', 'unsubscribed'),
    /**
     * The same for every contact at an address: a bounce or complaint names an address, and the
     * contact a message went to may have been deleted and added again since.
     */
    markAddressUnsubscribed: (email: string) => setStatus({ email }, 'unsubscribed'),
    markAddressBounced: (email: string) => setStatus({ email }, 'bounced', 'unsubscribed'),
  };
}

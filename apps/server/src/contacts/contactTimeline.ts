import {
  CONTACT_TIMELINE_COUNT_CAP,
  CONTACT_TIMELINE_KINDS,
  type ContactTimelineKind,
  type ContactTimelinePage,
} from '@crm/api-client';
import { campaignsRepository } from '../campaigns/campaignsRepository';
import type { Db } from '../db/Db';
import { countUpTo, whichHaveRows, type RowSet } from '../db/countUpTo';
import type { Scope } from '../db/scope';
import type { TimelineBound, TimelineItem, TimelineRead } from '../db/timelineBound';
import { CONSENT_TIMELINE_KINDS, formsRepository } from '../forms/formsRepository';
import { dealsRepository } from '../deals/dealsRepository';
import { HttpError } from '../http/HttpError';
import { systemClock } from '../jobs/clock';
import { notesRepository } from '../notes/notesRepository';
import { fillMergeTags, mergeValues, parseMergeTags } from '../sending/mergeTags';
import { tasksRepository } from '../tasks/tasksRepository';
import { TRACKING_TIMELINE_KINDS, trackingRepository } from '../tracking/trackingRepository';
import { workflowRunsRepository } from '../workflows/workflowRunsRepository';
import { contactsRepository } from './contactsRepository';

interface TimelineSource {
  kinds: readonly ContactTimelineKind[];
  /** The types of the source's keys after its time, in order (a cursor is checked against them). */
  keys: readonly ('number' | 'string')[];
  read: (read: TimelineRead) => Promise<TimelineItem[]>;
  /**
   * The source's rows of `kinds` for the contact, unexecuted: counted for the first page's total,
   * and probed with the others' in one statement before it. Absent: the contact's creation, which
   * is always there, once.
   */
  rows?: (kinds: readonly ContactTimelineKind[]) => RowSet;
}

/**
 * Each source of a contact's timeline, read through the repository of the area that keeps it (as
 * `contactExport` reads them). A source's place in this list is its rank, the order of events at
 * the same millisecond: later sources come first, so an open shows above its send and a contact's
 * creation below the form submission that made it.
 */
function sources(db: Db, scope: Scope, contactId: number): TimelineSource[] {
  const contacts = contactsRepository(db, scope);
  const forms = formsRepository(db, scope);
  const campaigns = campaignsRepository(db, scope);
  const workflows = workflowRunsRepository(db, scope);
  const tracking = trackingRepository(db);
  const notes = notesRepository(db, scope);
  const tasks = tasksRepository(db, scope, systemClock);
  const deals = dealsRepository(db, scope);
  return [
    {
      kinds: ['created'],
      keys: ['number'],
      read: (read) => contacts.timelineCreated(contactId, 0, read),
    },
    {
      kinds: ['status_changed', 'field_changed', 'tags_changed', 'merged'],
      keys: ['number'],
      read: (read) => contacts.timelineChanges(contactId, 1, read),
      rows: (kinds) => contacts.changeRows(contactId, kinds),
    },
    {
      kinds: ['form_submitted'],
      keys: ['number'],
      read: (read) => forms.timelineSubmissions(contactId, 2, read),
      rows: () => forms.submissionRowsOf(contactId),
    },
    {
      kinds: Object.values(CONSENT_TIMELINE_KINDS),
      keys: ['number'],
      read: (read) => forms.timelineConsents(contactId, 3, read),
      rows: (kinds) => forms.consentRowsOf(contactId, kinds),
    },
    {
      kinds: ['campaign_email_sent'],
      keys: ['number'],
      read: (read) => campaigns.timelineSends(contactId, 4, read),
      rows: () => campaigns.sentRowsTo(contactId),
    },
    {
      kinds: ['workflow_email_sent'],
      keys: ['number', 'string'],
      read: (read) => workflows.timelineEmails(contactId, 5, read),
      rows: () => workflows.emailRowsOf(contactId),
    },
    {
      kinds: TRACKING_TIMELINE_KINDS.map((k) => k.kind),
      keys: ['number'],
      read: (read) => tracking.timelineEvents(scope, contactId, 6, read),
      rows: (kinds) => tracking.timelineRows(scope, contactId, kinds),
    },
    {
      kinds: ['note_added'],
      keys: ['number'],
      read: (read) => notes.timelineNotes(contactId, 7, read),
      rows: () => notes.rowsOfRecord('contact', contactId),
    },
    {
      kinds: ['task_created'],
      keys: ['number'],
      read: (read) => tasks.timelineCreated(contactId, 8, read),
      rows: () => tasks.rowsOfContact(contactId, false),
    },
    {
      kinds: ['task_completed'],
      keys: ['number'],
      read: (read) => tasks.timelineCompleted(contactId, 9, read),
      rows: () => tasks.rowsOfContact(contactId, true),
    },
    {
      kinds: ['deal_stage_changed', 'deal_closed'],
      keys: ['number'],
      read: (read) => deals.timelineEvents(contactId, 10, read),
      rows: (kinds) => deals.eventRowsOf(contactId, kinds),
    },
  ];
}

const CURSOR_VERSION = 1;
const BAD_CURSOR = 'Invalid cursor: start again from the first page';

/**
 * The sources known to have no events past a cursor (`spent`, by rank) for the kinds asked
 * (`for`, a bit per kind of CONTACT_TIMELINE_KINDS): a source whose read came back short and
 * was all on its page has nothing further down, so later pages skip it. Most of a long
 * timeline's sources run out on its first page, and each read skipped is a statement and a round
 * trip (a page 2,050 events down read eleven sources for one's events).
 */
interface Spent {
  ranks: number[];
  for: number;
}

/** The kinds asked, as bits (a cursor's spent sources hold for the kinds they were read for). */
const kindsBits = (asked: readonly ContactTimelineKind[]) =>
  CONTACT_TIMELINE_KINDS.reduce(
    (bits, kind, i) => (asked.includes(kind) ? bits + 2 ** i : bits),
    0,
  );

/**
 * Opaque to clients (base64url JSON); the first page's total travels in it, counted once (past
 * the cap it travels as cap + 1: "more than the cap"), and the spent sources. A cursor without
 * them (as this version first wrote it) reads every source.
 */
function encodeCursor(bound: TimelineBound, total: number, spent: Spent): string {
  const value = [CURSOR_VERSION, bound.at, bound.rank, bound.keys, total, spent.ranks, spent.for];
  return Buffer.from(JSON.stringify(value)).toString('base64url');
}

function decodeCursor(
  text: string,
  all: TimelineSource[],
): { bound: TimelineBound; total: number; spent: Spent } {
  let value: unknown;
  try {
    value = JSON.parse(Buffer.from(text, 'base64url').toString('utf8'));
  } catch {
    throw new HttpError(400, BAD_CURSOR, { field: 'before' });
  }
  const [version, at, rank, keys, total, ranks = [], bits = 0] = Array.isArray(value) ? value : [];
  const source = typeof rank === 'number' ? all[rank] : undefined;
  const valid =
    version === CURSOR_VERSION &&
    typeof at === 'string' &&
    !Number.isNaN(Date.parse(at)) &&
    source !== undefined &&
    Array.isArray(keys) &&
    keys.length === source.keys.length &&
    keys.every((key, i) =>
      source.keys[i] === 'number' ? Number.isSafeInteger(key) : typeof key === 'string',
    ) &&
    Number.isSafeInteger(total) &&
    (total as number) >= 0 &&
    Array.isArray(ranks) &&
    ranks.every((r) => Number.isSafeInteger(r) && r >= 0 && r < all.length) &&
    Number.isSafeInteger(bits);
  if (!valid) throw new HttpError(400, BAD_CURSOR, { field: 'before' });
  return {
    bound: { at: new Date(at as string).toISOString(), rank: rank as number, keys },
    total: total as number,
    spent: { ranks: ranks as number[], for: bits as number },
  };
}

/** Newest first: time, then rank, then the source's keys, each descending. */
function compareItems(a: TimelineItem, b: TimelineItem): number {
  if (a.at !== b.at) return a.at < b.at ? 1 : -1;
  if (a.rank !== b.rank) return b.rank - a.rank;
  for (let i = 0; i < a.keys.length; i++) {
    const x = a.keys[i]!;
    const y = b.keys[i]!;
    if (x !== y) return x < y ? 1 : -1;
  }
  return 0;
}

/**
 * A page of one contact's timeline (issue 32 §1), newest first: each source asked for reads its
 * next `limit` events before the cursor on its own (contact, time) index, and the pages are merged
 * and cut to `limit`. The cost of a page is at most `limit` rows per source, however long the
 * timeline. Undefined when the contact is not the scope's.
 */
export async function contactTimeline(
  db: Db,
  scope: Scope,
  contactId: number,
  {
    limit,
    before,
    kinds,
  }: { limit: number; before?: string; kinds?: readonly ContactTimelineKind[] },
): Promise<ContactTimelinePage | undefined> {
  const contact = await contactsRepository(db, scope).find(contactId);
  if (!contact) return undefined;
  const all = sources(db, scope, contactId);
  const cursor = before === undefined ? undefined : decodeCursor(before, all);
  const asked = kinds && kinds.length > 0 ? kinds : CONTACT_TIMELINE_KINDS;
  const bits = kindsBits(asked);
  const spent = new Set(cursor?.spent.for === bits ? cursor.spent.ranks : []);
  let read = all
    .map((source, rank) => ({ source, rank, kinds: source.kinds.filter((k) => asked.includes(k)) }))
    .filter(({ rank, kinds: own }) => own.length > 0 && !spent.has(rank));
  if (!cursor) {
    // Most of a contact's sources are empty, and a read of an empty source costs a statement as a
    // full one does: the first page asks which have any rows at all, in one, and reads only those
    // (the cursor then carries the empty ones as spent).
    const probed = read.filter(({ source }) => source.rows);
    const has = await whichHaveRows(
      db.db,
      probed.map(({ source, kinds: own }) => source.rows!(own)),
    );
    probed.forEach(({ rank }, i) => {
      if (!has[i]) spent.add(rank);
    });
    read = read.filter(({ rank }) => !spent.has(rank));
  }
  // One after the other: SQLite has one connection, and each read is a short index range.
  const items: TimelineItem[] = [];
  const readCounts: number[] = [];
  for (const { source, kinds: own } of read) {
    const rows = await source.read({ limit: limit + 1, before: cursor?.bound, kinds: own });
    items.push(...rows);
    readCounts.push(rows.length);
  }
  items.sort(compareItems);
  // The first page counts up to the cap, each source no further than what is left of it: the
  // cost of a count is bounded like a page's. A source whose first read came back short has no
  // more than it gave, so only the long ones are asked (most contacts' sources are short, and
  // each query saved is a round trip on PostgreSQL). Later pages carry the first page's total.
  let total = cursor?.total;
  if (total === undefined) {
    total = 0;
    for (const [i, { source, kinds: own }] of read.entries()) {
      if (total > CONTACT_TIMELINE_COUNT_CAP) break;
      const left = CONTACT_TIMELINE_COUNT_CAP + 1 - total;
      const got = readCounts[i]!;
      total +=
        got <= limit || !source.rows
          ? Math.min(got, left)
          : await countUpTo(db.db, source.rows(own), left);
    }
  }
  const totalIsLowerBound = total > CONTACT_TIMELINE_COUNT_CAP;
  const page = items.slice(0, limit);
  const last = page[page.length - 1];
  for (const [i, { rank }] of read.entries()) {
    const got = readCounts[i]!;
    if (got <= limit && page.filter((item) => item.rank === rank).length === got) spent.add(rank);
  }
  const nextCursor =
    items.length > limit && last
      ? encodeCursor({ at: last.at, rank: last.rank, keys: last.keys }, total, {
          ranks: [...spent].sort((a, b) => a - b),
          for: bits,
        })
      : null;
  // A subject is kept as written, merge tags and all: shown filled with the contact's values (as
  // they are now: a send keeps no copy of its subject per recipient).
  const values = mergeValues(contact);
  const events = page.map(({ event }) =>
    event.kind === 'campaign_email_sent' && event.subject !== null
      ? {
          ...event,
          subject: fillMergeTags(parseMergeTags(event.subject), values, (v) => v).replace(
            /[\r\n]+/g,
            ' ',
          ),
        }
      : event,
  );
  return {
    events,
    nextCursor,
    total: totalIsLowerBound ? CONTACT_TIMELINE_COUNT_CAP : total,
    totalIsLowerBound,
  };
}

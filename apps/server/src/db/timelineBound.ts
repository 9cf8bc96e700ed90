import type { ContactTimelineEvent, ContactTimelineKind } from '@crm/api-client';
import { sql, type RawBuilder } from 'kysely';

/**
 * Where a contact's timeline page starts: before the event at `at` of the source ranked `rank`
 * with these key values. The timeline's order is (time, source rank, the source's keys), newest
 * first, so a page boundary inside a run of events at the same millisecond neither skips nor
 * repeats one.
 */
export interface TimelineBound {
  at: string;
  rank: number;
  keys: (number | string)[];
}

/** What the timeline asks of one source: its next `limit` events before `before`, of `kinds`. */
export interface TimelineRead {
  limit: number;
  before?: TimelineBound;
  /** The kinds asked for among the source's own (never empty: a source not asked is not read). */
  kinds: readonly ContactTimelineKind[];
}

/** One source's event with its place in the order. */
export interface TimelineItem {
  at: string;
  rank: number;
  keys: (number | string)[];
  event: ContactTimelineEvent;
}

/**
 * A source's LIMIT, written into its SQL rather than bound: SQLite (better-sqlite3's build) spends
 * several times longer on each run of a keyset read whose LIMIT is a parameter (an empty notes
 * table's page: 20-28 µs against 4-9 µs, and a page asks eleven sources). Pages come in few sizes,
 * so the statements cached stay few.
 */
export const timelineLimit = (read: TimelineRead) => sql.lit(read.limit);

/** The event's id: its place in the order, unique in the contact's timeline. */
export const timelineId = (rank: number, keys: (number | string)[]) => [rank, ...keys].join('-');

/**
 * The WHERE that keeps a source's rows strictly before `before`, for a source of rank `rank`
 * ordered by `at` then `keys` (each descending): an index on (contact, at, keys) answers it with a
 * range scan whatever the page, where an offset would read every skipped row.
 */
export function timelineBefore(
  rank: number,
  at: string,
  keys: string[],
  before: TimelineBound | undefined,
): RawBuilder<boolean> {
  if (!before) return sql<boolean>`1 = 1`;
  const atRef = sql.ref(at);
  if (rank > before.rank) return sql<boolean>`${atRef} < ${before.at}`;
  if (rank < before.rank) return sql<boolean>`${atRef} <= ${before.at}`;
  // (k1, k2, ...) < (v1, v2, ...) spelled out: row values compare the same way on both databases
  // only when every column has one type, and SQLite's text timestamps do not.
  let tail = sql<boolean>`1 = 0`;
  for (let i = keys.length - 1; i >= 0; i--) {
    const ref = sql.ref(keys[i]!);
    const value = before.keys[i];
    tail = sql<boolean>`(${ref} < ${value} or (${ref} = ${value} and ${tail}))`;
  }
  // The leading `at <= bound` says nothing the OR does not, but an OR is no index range: without
  // it both databases read the source's index from its newest row down to the bound (2,050 events
  // skipped a page 2,050 events down), with it they seek to the bound.
  return sql<boolean>`(${atRef} <= ${before.at} and (${atRef} < ${before.at} or (${atRef} = ${before.at} and ${tail})))`;
}

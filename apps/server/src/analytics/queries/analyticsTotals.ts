import { sql } from 'kysely';
import type { Db } from '../../db/Db';
import { OWNER, ownerRef, type Scope } from '../../db/scope';
import { sqlTimestamp } from '../../db/sqlTimestamp';

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;

/** A count or sum as the drivers return it (pg: bigint/numeric as a string; empty sum: null). */
export const num = (value: unknown) => Number(value ?? 0);

export interface Range {
  from: string;
  to: string;
}
interface Piece {
  i: number;
  from: string;
  to: string;
}

/** The pieces of ranges read from each source; `i` is the range a piece counts for. */
export interface Split {
  /** Whole UTC days (the daily totals). */
  days: Piece[];
  /** Whole UTC hours at the ends of the days (the hourly totals). */
  hours: Piece[];
  /** Parts of an hour at the very ends (the raw rows, an hour at most each). */
  edges: Piece[];
}

/** Splits each range into whole UTC days, then whole hours, then the part-hours at its ends. */
export function splitRanges(ranges: Range[]): Split {
  const split: Split = { days: [], hours: [], edges: [] };
  const iso = (ms: number) => new Date(ms).toISOString();
  const within = (i: number, a: number, b: number, unit: number, into: Piece[]) => {
    // The whole units inside [a, b) go `into`; the rest is returned.
    const first = Math.ceil(a / unit) * unit;
    const last = Math.floor(b / unit) * unit;
    if (first >= last) return [[a, b]];
    into.push({ i, from: iso(first), to: iso(last) });
    return [
      [a, first],
      [last, b],
    ];
  };
  ranges.forEach(({ from, to }, i) => {
    for (const [a, b] of within(i, Date.parse(from), Date.parse(to), DAY_MS, split.days)) {
      for (const [x, y] of within(i, a!, b!, HOUR_MS, split.hours)) {
        if (x! < y!) split.edges.push({ i, from: iso(x!), to: iso(y!) });
      }
    }
  });
  return split;
}

export interface CampaignCounts {
  i: number;
  campaignId: number;
  delivered: number;
  opens: number;
  clicks: number;
}

/**
 * Counts per range from the daily and hourly totals and the raw edges, joining a VALUES list of
 * the pieces to the indexed rows (every piece one index range; columns column1..column3 on both databases).
 */
export function analyticsTotals(database: Db, scope: Scope) {
  const { db, dialect } = database;
  // Timestamps are ISO text in SQLite and timestamptz in PostgreSQL, where the cast keeps the
  // comparison on the index.
  const at = (iso: string) => sqlTimestamp(dialect, iso);
  const values = (pieces: Piece[]) =>
    sql`(values ${sql.join(pieces.map((p) => sql`(${sql.lit(p.i)}, ${at(p.from)}, ${at(p.to)})`))})`;

  return {
    /**
     * The owner's number of contacts at `end`: the trigger-kept total (migration 004, one read
     * instead of counting every contact) less those created since.
     */
    async contactsAt(end: string): Promise<number> {
      const [later, counted] = await Promise.all([
        db
          .selectFrom('contacts')
          .select(sql<string>`count(*)`.as('n'))
          .where(OWNER, '=', scope.ownerId)
          .where('created_at', '>=', at(end))
          .executeTakeFirstOrThrow(),
        db
          .selectFrom('contact_counts')
          .select('total')
          .where(OWNER, '=', scope.ownerId)
          .executeTakeFirst(),
      ]);
      return num(counted?.total) - num(later.n);
    },

    /** Contacts created in each range. */
    async contactsCreated(ranges: Range[]): Promise<number[]> {
      const { days, hours, edges } = splitRanges(ranges);
      type Row = { i: number | string; n: number | string | null };
      const fromTotals = (table: 'day' | 'hour', pieces: Piece[]) =>
        pieces.length
          ? sql<Row>`
              select b.column1 as i, sum(h.created) as n from ${values(pieces)} as b
              join ${sql.table(`analytics_contact_${table}s`)} h on ${ownerRef('h')} = ${scope.ownerId}
                and h.${sql.raw(table)} >= b.column2 and h.${sql.raw(table)} < b.column3
              group by b.column1`.execute(db)
          : { rows: [] as Row[] };
      const results = await Promise.all([
        fromTotals('day', days),
        fromTotals('hour', hours),
        edges.length
          ? sql<Row>`
              select b.column1 as i, count(*) as n from ${values(edges)} as b
              join contacts c on ${ownerRef('c')} = ${scope.ownerId}
                and c.created_at >= b.column2 and c.created_at < b.column3
              group by b.column1`.execute(db)
          : { rows: [] as Row[] },
      ]);
      const created = ranges.map(() => 0);
      for (const row of results.flatMap((r) => r.rows)) {
        created[num(row.i)] = (created[num(row.i)] ?? 0) + num(row.n);
      }
      return created;
    },

    /** Deliveries, and of those the opened and clicked, per range and campaign. */
    async deliveries(ranges: Range[]): Promise<CampaignCounts[]> {
      const { days, hours, edges } = splitRanges(ranges);
      type Row = {
        i: number | string;
        campaign_id: number;
        delivered: number | string | null;
        opens: number | string | null;
        clicks: number | string | null;
      };
      const fromTotals = (table: 'day' | 'hour', pieces: Piece[]) =>
        pieces.length
          ? sql<Row>`
              select b.column1 as i, h.campaign_id, sum(h.delivered) as delivered,
                sum(h.opens) as opens, sum(h.clicks) as clicks
              from ${values(pieces)} as b
              join ${sql.table(`analytics_campaign_${table}s`)} h on ${ownerRef('h')} = ${scope.ownerId}
                and h.${sql.raw(table)} >= b.column2 and h.${sql.raw(table)} < b.column3
              group by b.column1, h.campaign_id`.execute(db)
          : { rows: [] as Row[] };
      const results = await Promise.all([
        fromTotals('day', days),
        fromTotals('hour', hours),
        edges.length
          ? sql<Row>`
              select b.column1 as i, r.campaign_id, count(*) as delivered,
                sum(case when r.first_opened_at is not null then 1 else 0 end) as opens,
                sum(case when r.first_clicked_at is not null then 1 else 0 end) as clicks
              from ${values(edges)} as b
              join campaign_recipients r on ${ownerRef('r')} = ${scope.ownerId}
                and r.sent_at >= b.column2 and r.sent_at < b.column3 and r.status = 'sent'
              group by b.column1, r.campaign_id`.execute(db)
          : { rows: [] as Row[] },
      ]);
      const merged = new Map<string, CampaignCounts>();
      for (const row of results.flatMap((r) => r.rows)) {
        const i = num(row.i);
        const key = `${i}:${row.campaign_id}`;
        const c = merged.get(key) ?? {
          i,
          campaignId: row.campaign_id,
          delivered: 0,
          opens: 0,
          clicks: 0,
        };
        c.delivered += num(row.delivered);
        c.opens += num(row.opens);
        c.clicks += num(row.clicks);
        merged.set(key, c);
      }
      // Hours whose messages were all deleted since stay as zero rows.
      return [...merged.values()].filter((c) => c.delivered > 0);
    },
  };
}

import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { Timestamp } from '../db/schema';
import type { Database } from '../db/schema';
import type { SqlDialect } from '../db/sqlDialect';
import '../sending/sendingTables';

/** Migration 010's hourly totals, kept by triggers (see 010_analyticsTotals). */
export interface AnalyticsContactHoursTable {
  user_id: number;
  hour: Timestamp;
  created: number;
}
export interface AnalyticsCampaignHoursTable {
  user_id: number;
  campaign_id: number;
  hour: Timestamp;
  delivered: number;
  opens: number;
  clicks: number;
}
declare module '../db/schema' {
  interface Database {
    analytics_contact_hours: AnalyticsContactHoursTable;
    analytics_campaign_hours: AnalyticsCampaignHoursTable;
  }
}

const HOUR_MS = 60 * 60 * 1000;

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

/**
 * Splits each range into its whole UTC hours (read from the totals) and the parts of an hour at
 * its edges (read from the raw rows, an hour at most each).
 */
export function splitHours(ranges: Range[]): { whole: Piece[]; edges: Piece[] } {
  const whole: Piece[] = [];
  const edges: Piece[] = [];
  const iso = (ms: number) => new Date(ms).toISOString();
  ranges.forEach(({ from, to }, i) => {
    const a = Date.parse(from);
    const b = Date.parse(to);
    if (a >= b) return;
    const firstHour = Math.ceil(a / HOUR_MS) * HOUR_MS;
    const lastHour = Math.floor(b / HOUR_MS) * HOUR_MS;
    if (firstHour >= lastHour) {
      // No whole hour inside: the raw rows, split at the hour if it crosses one.
      if (firstHour > a && firstHour < b) {
        edges.push({ i, from, to: iso(firstHour) }, { i, from: iso(firstHour), to });
      } else edges.push({ i, from, to });
      return;
    }
    whole.push({ i, from: iso(firstHour), to: iso(lastHour) });
    if (a < firstHour) edges.push({ i, from, to: iso(firstHour) });
    if (lastHour < b) edges.push({ i, from: iso(lastHour), to });
  });
  return { whole, edges };
}

export interface CampaignCounts {
  i: number;
  campaignId: number;
  delivered: number;
  opens: number;
  clicks: number;
}

/**
 * Counts per range from the hourly totals and the raw edges, joining a VALUES list of the pieces
 * to the indexed rows (every piece one index range; columns column1..column3 on both databases).
 */
export function analyticsTotals(db: Kysely<Database>, dialect: SqlDialect, userId: number) {
  // Timestamps are ISO text in SQLite and timestamptz in PostgreSQL, where the cast keeps the
  // comparison on the index.
  const at = (iso: string): RawBuilder<string> =>
    dialect === 'postgres' ? sql<string>`cast(${iso} as timestamptz)` : sql<string>`${iso}`;
  const values = (pieces: Piece[]) =>
    sql`(values ${sql.join(pieces.map((p) => sql`(${sql.lit(p.i)}, ${at(p.from)}, ${at(p.to)})`))})`;

  return {
    /** Contacts created in each range. */
    async contactsCreated(ranges: Range[]): Promise<number[]> {
      const { whole, edges } = splitHours(ranges);
      const [fromHours, fromRows] = await Promise.all([
        whole.length
          ? sql<{ i: number | string; n: number | string | null }>`
              select b.column1 as i, sum(h.created) as n from ${values(whole)} as b
              join analytics_contact_hours h on h.user_id = ${userId}
                and h.hour >= b.column2 and h.hour < b.column3
              group by b.column1`.execute(db)
          : { rows: [] },
        edges.length
          ? sql<{ i: number | string; n: number | string }>`
              select b.column1 as i, count(*) as n from ${values(edges)} as b
              join contacts c on c.user_id = ${userId}
                and c.created_at >= b.column2 and c.created_at < b.column3
              group by b.column1`.execute(db)
          : { rows: [] },
      ]);
      const created = ranges.map(() => 0);
      for (const row of [...fromHours.rows, ...fromRows.rows]) {
        created[num(row.i)] = (created[num(row.i)] ?? 0) + num(row.n);
      }
      return created;
    },

    /** Deliveries, and of those the opened and clicked, per range and campaign. */
    async deliveries(ranges: Range[]): Promise<CampaignCounts[]> {
      const { whole, edges } = splitHours(ranges);
      type Row = {
        i: number | string;
        campaign_id: number;
        delivered: number | string | null;
        opens: number | string | null;
        clicks: number | string | null;
      };
      const [fromHours, fromRows] = await Promise.all([
        whole.length
          ? sql<Row>`
              select b.column1 as i, h.campaign_id, sum(h.delivered) as delivered,
                sum(h.opens) as opens, sum(h.clicks) as clicks
              from ${values(whole)} as b
              join analytics_campaign_hours h on h.user_id = ${userId}
                and h.hour >= b.column2 and h.hour < b.column3
              group by b.column1, h.campaign_id`.execute(db)
          : { rows: [] as Row[] },
        edges.length
          ? sql<Row>`
              select b.column1 as i, r.campaign_id, count(*) as delivered,
                sum(case when r.first_opened_at is not null then 1 else 0 end) as opens,
                sum(case when r.first_clicked_at is not null then 1 else 0 end) as clicks
              from ${values(edges)} as b
              join campaign_recipients r on r.user_id = ${userId}
                and r.sent_at >= b.column2 and r.sent_at < b.column3 and r.status = 'sent'
              group by b.column1, r.campaign_id`.execute(db)
          : { rows: [] as Row[] },
      ]);
      const merged = new Map<string, CampaignCounts>();
      for (const row of [...fromHours.rows, ...fromRows.rows]) {
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

import {
  CAMPAIGN_PERFORMANCE_LIMIT,
  rate,
  timeframeBuckets,
  type AnalyticsBucket,
  type AnalyticsTimeframe,
  type CampaignPerformance,
  type CampaignPerformanceRow,
  type ContactGrowth,
} from '@crm/api-client';
import { sql, type Kysely, type RawBuilder } from 'kysely';
import { toIso, type Database } from '../db/schema';
import type { SqlDialect } from '../db/sqlDialect';
import '../sending/sendingTables';

/** A count or sum as the drivers return it (pg: bigint/numeric as a string; empty sum: null). */
const num = (value: unknown) => Number(value ?? 0);

/**
 * The chart series of one account: the summary's window cut into calendar buckets of the caller's
 * time zone (computed in JS, DST included), counted in SQL by joining a VALUES list of the
 * buckets to the indexed rows, so every bucket is one index range and empty ones cost nothing.
 */
export function analyticsSeries(db: Kysely<Database>, dialect: SqlDialect, userId: number) {
  // Timestamps are ISO text in SQLite and timestamptz in PostgreSQL, where the cast keeps the
  // comparison on the index.
  const at = (iso: string): RawBuilder<string> =>
    dialect === 'postgres' ? sql<string>`cast(${iso} as timestamptz)` : sql<string>`${iso}`;

  /** `(values (0, from, to), …)`: columns column1..column3 on both databases. */
  const bucketValues = (buckets: AnalyticsBucket[]) =>
    sql`(values ${sql.join(
      buckets.map((b, i) => sql`(${sql.lit(i)}, ${at(b.from)}, ${at(b.to)})`),
    )})`;

  return {
    async contactGrowth(
      timeframe: AnalyticsTimeframe,
      tz: string,
      now: Date = new Date(),
    ): Promise<ContactGrowth> {
      const { unit, from, to, buckets } = timeframeBuckets(timeframe, now, tz);
      const [perBucket, later, counted] = await Promise.all([
        sql<{ i: number | string; n: number | string }>`
          select b.column1 as i, count(*) as n
          from ${bucketValues(buckets)} as b
          join contacts c on c.user_id = ${userId}
            and c.created_at >= b.column2 and c.created_at < b.column3
          group by b.column1`.execute(db),
        db
          .selectFrom('contacts')
          .select(sql<string>`count(*)`.as('n'))
          .where('user_id', '=', userId)
          .where('created_at', '>=', at(to))
          .executeTakeFirstOrThrow(),
        // The trigger-kept total (migration 004) instead of counting every contact.
        db
          .selectFrom('contact_counts')
          .select('total')
          .where('user_id', '=', userId)
          .executeTakeFirst(),
      ]);
      const added = new Array<number>(buckets.length).fill(0);
      for (const row of perBucket.rows) added[num(row.i)] = num(row.n);
      // Totals run backwards from the window's end: the total then, less what each later bucket added.
      let total = num(counted?.total) - num(later.n);
      const totals = new Array<number>(buckets.length);
      for (let i = buckets.length - 1; i >= 0; i--) {
        totals[i] = total;
        total -= added[i] ?? 0;
      }
      return {
        timeframe,
        tz,
        unit,
        from,
        to,
        points: buckets.map((bucket, i) => ({
          ...bucket,
          newContacts: added[i] ?? 0,
          totalContacts: totals[i] ?? 0,
        })),
      };
    },

    async campaignPerformance(
      timeframe: AnalyticsTimeframe,
      tz: string,
      now: Date = new Date(),
    ): Promise<CampaignPerformance> {
      const { unit, from, to, buckets } = timeframeBuckets(timeframe, now, tz);
      // One pass over the window's deliveries (index campaign_recipients_user_sent, migration 007)
      // grouped by bucket and campaign gives both the series and the campaigns.
      const { rows } = await sql<{
        i: number | string;
        campaign_id: number;
        delivered: number | string;
        opens: number | string | null;
        clicks: number | string | null;
        first_sent: Date | string;
        last_sent: Date | string;
      }>`
        select b.column1 as i, r.campaign_id, count(*) as delivered,
          sum(case when r.first_opened_at is not null then 1 else 0 end) as opens,
          sum(case when r.first_clicked_at is not null then 1 else 0 end) as clicks,
          min(r.sent_at) as first_sent, max(r.sent_at) as last_sent
        from ${bucketValues(buckets)} as b
        join campaign_recipients r on r.user_id = ${userId}
          and r.sent_at >= b.column2 and r.sent_at < b.column3 and r.status = 'sent'
        group by b.column1, r.campaign_id`.execute(db);

      const points = buckets.map((bucket) => ({
        ...bucket,
        delivered: 0,
        uniqueOpens: 0,
        uniqueClicks: 0,
      }));
      const byCampaign = new Map<
        number,
        { delivered: number; opens: number; clicks: number; first: string; last: string }
      >();
      for (const row of rows) {
        const point = points[num(row.i)];
        const [delivered, opens, clicks] = [num(row.delivered), num(row.opens), num(row.clicks)];
        if (point) {
          point.delivered += delivered;
          point.uniqueOpens += opens;
          point.uniqueClicks += clicks;
        }
        const [first, last] = [toIso(row.first_sent), toIso(row.last_sent)];
        const c = byCampaign.get(row.campaign_id);
        if (!c) byCampaign.set(row.campaign_id, { delivered, opens, clicks, first, last });
        else {
          c.delivered += delivered;
          c.opens += opens;
          c.clicks += clicks;
          if (first < c.first) c.first = first;
          if (last > c.last) c.last = last;
        }
      }

      const listed = [...byCampaign.entries()]
        .sort(([idA, a], [idB, b]) => (a.last === b.last ? idB - idA : a.last < b.last ? 1 : -1))
        .slice(0, CAMPAIGN_PERFORMANCE_LIMIT);
      const ids = listed.map(([id]) => id);
      const [names, events] = ids.length
        ? await Promise.all([
            db
              .selectFrom('campaigns')
              .select(['id', 'name'])
              .where('user_id', '=', userId)
              .where('id', 'in', ids)
              .execute(),
            // Index email_events_campaign_type (migration 005).
            db
              .selectFrom('email_events')
              .select(['campaign_id', 'type', sql<string>`count(*)`.as('n')])
              .where('campaign_id', 'in', ids)
              .where('user_id', '=', userId)
              .where('type', 'in', ['unsubscribe', 'bounce'])
              .where('created_at', '>=', at(from))
              .where('created_at', '<', at(to))
              .groupBy(['campaign_id', 'type'])
              .execute(),
          ])
        : [[], []];
      const nameOf = new Map(names.map((n) => [n.id, n.name]));
      const eventCount = (id: number, type: string) =>
        num(events.find((e) => e.campaign_id === id && e.type === type)?.n);
      const campaigns: CampaignPerformanceRow[] = listed.map(([id, c]) => ({
        id,
        name: nameOf.get(id) ?? '',
        firstSentAt: c.first,
        lastSentAt: c.last,
        delivered: c.delivered,
        uniqueOpens: c.opens,
        uniqueClicks: c.clicks,
        bounces: eventCount(id, 'bounce'),
        unsubscribes: eventCount(id, 'unsubscribe'),
        openRate: rate(c.opens, c.delivered),
        clickRate: rate(c.clicks, c.delivered),
      }));
      return {
        timeframe,
        tz,
        unit,
        from,
        to,
        points,
        campaigns,
        campaignsTotal: byCampaign.size,
      };
    },
  };
}

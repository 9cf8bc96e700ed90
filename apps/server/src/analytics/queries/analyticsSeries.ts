import {
  CAMPAIGN_PERFORMANCE_LIMIT,
  rate,
  timeframeBuckets,
  type AnalyticsTimeframe,
  type CampaignPerformance,
  type CampaignPerformanceRow,
  type ContactGrowth,
} from '@crm/api-client';
import { sql } from 'kysely';
import { toIso } from '../../db/columnTypes';
import type { Db } from '../../db/Db';
import { OWNER, ownerRef, type Scope } from '../../db/scope';
import { sqlTimestamp } from '../../db/sqlTimestamp';
import { analyticsTotals, num } from './analyticsTotals';

/**
 * The chart series of one account: the summary's window cut into calendar buckets of the caller's
 * time zone (computed in JS, DST included), each counted from the daily and hourly totals (migration
 * 010) and the raw rows of its part-hour edges, so the buckets add up to the summary.
 */
export function analyticsSeries(database: Db, scope: Scope) {
  const { db, dialect } = database;
  // Timestamps are ISO text in SQLite and timestamptz in PostgreSQL, where the cast keeps the
  // comparison on the index.
  const at = (iso: string) => sqlTimestamp(dialect, iso);

  const totals = analyticsTotals(database, scope);

  return {
    async contactGrowth(
      timeframe: AnalyticsTimeframe,
      tz: string,
      now: Date = new Date(),
    ): Promise<ContactGrowth> {
      const { unit, from, to, buckets } = timeframeBuckets(timeframe, now, tz);
      const [added, atEnd] = await Promise.all([
        totals.contactsCreated(buckets),
        totals.contactsAt(to),
      ]);
      // Totals run backwards from the window's end: the total then, less what each later bucket added.
      let total = atEnd;
      const running = new Array<number>(buckets.length);
      for (let i = buckets.length - 1; i >= 0; i--) {
        running[i] = total;
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
          totalContacts: running[i] ?? 0,
        })),
      };
    },

    async campaignPerformance(
      timeframe: AnalyticsTimeframe,
      tz: string,
      now: Date = new Date(),
    ): Promise<CampaignPerformance> {
      const { unit, from, to, buckets } = timeframeBuckets(timeframe, now, tz);
      const rows = await totals.deliveries(buckets);
      const points = buckets.map((bucket) => ({
        ...bucket,
        delivered: 0,
        uniqueOpens: 0,
        uniqueClicks: 0,
      }));
      const byCampaign = new Map<number, { delivered: number; opens: number; clicks: number }>();
      for (const row of rows) {
        const point = points[row.i];
        if (point) {
          point.delivered += row.delivered;
          point.uniqueOpens += row.opens;
          point.uniqueClicks += row.clicks;
        }
        const c = byCampaign.get(row.campaignId) ?? { delivered: 0, opens: 0, clicks: 0 };
        c.delivered += row.delivered;
        c.opens += row.opens;
        c.clicks += row.clicks;
        byCampaign.set(row.campaignId, c);
      }

      // The first and latest delivery in the window: two seeks per campaign on
      // campaign_recipients_campaign_sent (migration 010).
      const inWindow = sql`r.campaign_id = c.id and r.sent_at >= ${at(from)} and r.sent_at < ${at(to)}`;
      const { rows: spans } = byCampaign.size
        ? await sql<{ id: number; name: string; first: Date | string; last: Date | string }>`
            select c.id, c.name,
              (select min(r.sent_at) from campaign_recipients r where ${inWindow}) as first,
              (select max(r.sent_at) from campaign_recipients r where ${inWindow}) as last
            from campaigns c
            where ${ownerRef('c')} = ${scope.ownerId} and c.id in (${sql.join([...byCampaign.keys()])})`.execute(
            db,
          )
        : { rows: [] };
      const listed = spans
        .map((span) => ({ ...span, first: toIso(span.first), last: toIso(span.last) }))
        .sort((a, b) => (a.last === b.last ? b.id - a.id : a.last < b.last ? 1 : -1))
        .slice(0, CAMPAIGN_PERFORMANCE_LIMIT);
      const ids = listed.map((c) => c.id);
      const events = ids.length
        ? await db
            .selectFrom('tracking_events')
            .select(['campaign_id', 'type', sql<string>`count(*)`.as('n')])
            .where('campaign_id', 'in', ids)
            .where(OWNER, '=', scope.ownerId)
            .where('type', 'in', ['unsubscribe', 'bounce'])
            .where('created_at', '>=', at(from))
            .where('created_at', '<', at(to))
            .groupBy(['campaign_id', 'type'])
            .execute()
        : [];
      const eventCount = (id: number, type: string) =>
        num(events.find((e) => e.campaign_id === id && e.type === type)?.n);
      const campaigns: CampaignPerformanceRow[] = listed.map((span) => {
        const c = byCampaign.get(span.id)!;
        return {
          id: span.id,
          name: span.name,
          firstSentAt: span.first,
          lastSentAt: span.last,
          delivered: c.delivered,
          uniqueOpens: c.opens,
          uniqueClicks: c.clicks,
          bounces: eventCount(span.id, 'bounce'),
          unsubscribes: eventCount(span.id, 'unsubscribe'),
          openRate: rate(c.opens, c.delivered),
          clickRate: rate(c.clicks, c.delivered),
        };
      });
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

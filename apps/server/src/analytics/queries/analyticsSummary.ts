import {
  analyticsWindow,
  percentChange,
  pointChange,
  rate,
  type AnalyticsChange,
  type AnalyticsPeriod,
  type AnalyticsSummary,
  type AnalyticsTimeframe,
} from '@crm/api-client';
import { sql } from 'kysely';
import type { Db } from '../../db/Db';
import { OWNER, type Scope } from '../../db/scope';
import { sqlTimestamp } from '../../db/sqlTimestamp';
import { analyticsTotals, num } from './analyticsTotals';

type Counts = Omit<AnalyticsPeriod, 'from' | 'to' | 'openRate' | 'clickRate'>;

/**
 * The analytics summary of one account: a rolling window of the timeframe's length ending at
 * `now`, and the window of the same length before it. Contacts and deliveries come from the daily
 * and hourly totals (migrations 011, 012) plus the raw rows of the windows' part-hour edges; unsubscribes and
 * bounces from their events (index `tracking_events_user_type_created`, migrations 007 and 015).
 */
export function analyticsSummary(database: Db, scope: Scope) {
  const { db, dialect } = database;
  // Timestamps are ISO text in SQLite (compared as strings: every writer uses toISOString) and
  // timestamptz in PostgreSQL, where the parameter is cast so the comparison uses the index.
  const at = (iso: string) => sqlTimestamp(dialect, iso);
  const totals = analyticsTotals(database, scope);

  async function contacts(previousStart: string, start: string, end: string) {
    const [[current = 0, previous = 0], totalAtEnd] = await Promise.all([
      totals.contactsCreated([
        { from: start, to: end },
        { from: previousStart, to: start },
      ]),
      totals.contactsAt(end),
    ]);
    return {
      current: { total: totalAtEnd, new: current },
      previous: { total: totalAtEnd - current, new: previous },
    };
  }

  async function deliveries(previousStart: string, start: string, end: string) {
    const rows = await totals.deliveries([
      { from: start, to: end },
      { from: previousStart, to: start },
    ]);
    const sum = (i: number) => {
      const of = rows.filter((r) => r.i === i);
      return {
        campaigns: new Set(of.map((r) => r.campaignId)).size,
        recipients: of.reduce((n, r) => n + r.delivered, 0),
        opens: of.reduce((n, r) => n + r.opens, 0),
        clicks: of.reduce((n, r) => n + r.clicks, 0),
      };
    };
    return { current: sum(0), previous: sum(1) };
  }

  async function events(previousStart: string, start: string, end: string) {
    const inCurrent = sql`created_at >= ${at(start)}`;
    const row = await db
      .selectFrom('tracking_events')
      .select([
        sql<string>`sum(case when type = 'unsubscribe' and ${inCurrent} then 1 else 0 end)`.as(
          'unsubscribes',
        ),
        sql<string>`sum(case when type = 'unsubscribe' and not (${inCurrent}) then 1 else 0 end)`.as(
          'previousUnsubscribes',
        ),
        sql<string>`sum(case when type = 'bounce' and ${inCurrent} then 1 else 0 end)`.as(
          'bounces',
        ),
        sql<string>`sum(case when type = 'bounce' and not (${inCurrent}) then 1 else 0 end)`.as(
          'previousBounces',
        ),
      ])
      .where(OWNER, '=', scope.ownerId)
      .where('type', 'in', ['unsubscribe', 'bounce'])
      .where('created_at', '>=', at(previousStart))
      .where('created_at', '<', at(end))
      .executeTakeFirstOrThrow();
    return {
      current: { unsubscribes: num(row.unsubscribes), bounces: num(row.bounces) },
      previous: { unsubscribes: num(row.previousUnsubscribes), bounces: num(row.previousBounces) },
    };
  }

  return {
    async summary(
      timeframe: AnalyticsTimeframe,
      now: Date = new Date(),
    ): Promise<AnalyticsSummary> {
      const window = analyticsWindow(timeframe, now);
      const end = window.end.toISOString();
      const start = window.start.toISOString();
      const previousStart = window.previousStart.toISOString();
      const [c, d, e] = await Promise.all([
        contacts(previousStart, start, end),
        deliveries(previousStart, start, end),
        events(previousStart, start, end),
      ]);
      const period = (which: 'current' | 'previous', from: string, to: string): AnalyticsPeriod => {
        const counts: Counts = {
          contactsTotal: c[which].total,
          contactsNew: c[which].new,
          campaignsSent: d[which].campaigns,
          recipients: d[which].recipients,
          uniqueOpens: d[which].opens,
          uniqueClicks: d[which].clicks,
          unsubscribes: e[which].unsubscribes,
          bounces: e[which].bounces,
        };
        return {
          from,
          to,
          ...counts,
          openRate: rate(counts.uniqueOpens, counts.recipients),
          clickRate: rate(counts.uniqueClicks, counts.recipients),
        };
      };
      const current = period('current', start, end);
      const previous = period('previous', previousStart, start);
      const countChange = (key: keyof Counts) => percentChange(current[key], previous[key]);
      const change: AnalyticsChange = {
        contactsTotal: countChange('contactsTotal'),
        contactsNew: countChange('contactsNew'),
        campaignsSent: countChange('campaignsSent'),
        recipients: countChange('recipients'),
        uniqueOpens: countChange('uniqueOpens'),
        uniqueClicks: countChange('uniqueClicks'),
        openRate: pointChange(current.openRate, previous.openRate),
        clickRate: pointChange(current.clickRate, previous.clickRate),
        unsubscribes: countChange('unsubscribes'),
        bounces: countChange('bounces'),
      };
      return { timeframe, current, previous, change };
    },
  };
}

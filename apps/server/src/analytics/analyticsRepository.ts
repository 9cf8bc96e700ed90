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
import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema';
import type { SqlDialect } from '../db/sqlDialect';
import '../sending/sendingTables';

/** A count or sum as the drivers return it (pg: bigint/numeric as a string; empty sum: null). */
const num = (value: unknown) => Number(value ?? 0);

type Counts = Omit<AnalyticsPeriod, 'from' | 'to' | 'openRate' | 'clickRate'>;

/**
 * The analytics summary of one account: a rolling window of the timeframe's length ending at
 * `now`, and the window of the same length before it. Three aggregate queries, each over both
 * windows at once with conditional sums, each walking one index (`contacts_user_created`,
 * migration 007's `campaign_recipients_user_sent` and `email_events_user_type_created`).
 */
export function analyticsRepository(db: Kysely<Database>, dialect: SqlDialect, userId: number) {
  // Timestamps are ISO text in SQLite (compared as strings: every writer uses toISOString) and
  // timestamptz in PostgreSQL, where the parameter is cast so the comparison uses the index.
  const at = (iso: string) =>
    dialect === 'postgres' ? sql<string>`cast(${iso} as timestamptz)` : sql<string>`${iso}`;

  async function contacts(previousStart: string, start: string, end: string) {
    const [row, counted] = await Promise.all([
      db
        .selectFrom('contacts')
        .select([
          sql<string>`sum(case when created_at >= ${at(start)} and created_at < ${at(end)} then 1 else 0 end)`.as(
            'current',
          ),
          sql<string>`sum(case when created_at < ${at(start)} then 1 else 0 end)`.as('previous'),
          sql<string>`sum(case when created_at >= ${at(end)} then 1 else 0 end)`.as('later'),
        ])
        .where('user_id', '=', userId)
        .where('created_at', '>=', at(previousStart))
        .executeTakeFirstOrThrow(),
      // The trigger-kept total (migration 004): one read instead of counting every contact.
      db
        .selectFrom('contact_counts')
        .select('total')
        .where('user_id', '=', userId)
        .executeTakeFirst(),
    ]);
    const totalAtEnd = num(counted?.total) - num(row.later);
    const currentNew = num(row.current);
    return {
      current: { total: totalAtEnd, new: currentNew },
      previous: { total: totalAtEnd - currentNew, new: num(row.previous) },
    };
  }

  async function deliveries(previousStart: string, start: string, end: string) {
    const inCurrent = sql`sent_at >= ${at(start)}`;
    const row = await db
      .selectFrom('campaign_recipients')
      .select([
        sql<string>`count(distinct case when ${inCurrent} then campaign_id end)`.as('campaigns'),
        sql<string>`count(distinct case when not (${inCurrent}) then campaign_id end)`.as(
          'previousCampaigns',
        ),
        sql<string>`sum(case when ${inCurrent} then 1 else 0 end)`.as('recipients'),
        sql<string>`sum(case when not (${inCurrent}) then 1 else 0 end)`.as('previousRecipients'),
        sql<string>`sum(case when ${inCurrent} and first_opened_at is not null then 1 else 0 end)`.as(
          'opens',
        ),
        sql<string>`sum(case when not (${inCurrent}) and first_opened_at is not null then 1 else 0 end)`.as(
          'previousOpens',
        ),
        sql<string>`sum(case when ${inCurrent} and first_clicked_at is not null then 1 else 0 end)`.as(
          'clicks',
        ),
        sql<string>`sum(case when not (${inCurrent}) and first_clicked_at is not null then 1 else 0 end)`.as(
          'previousClicks',
        ),
      ])
      .where('user_id', '=', userId)
      .where('sent_at', '>=', at(previousStart))
      .where('sent_at', '<', at(end))
      // A row is delivered once it is `sent`; a hard bounce leaves it `failed` (and counts as a bounce).
      .where('status', '=', 'sent')
      .executeTakeFirstOrThrow();
    return {
      current: {
        campaigns: num(row.campaigns),
        recipients: num(row.recipients),
        opens: num(row.opens),
        clicks: num(row.clicks),
      },
      previous: {
        campaigns: num(row.previousCampaigns),
        recipients: num(row.previousRecipients),
        opens: num(row.previousOpens),
        clicks: num(row.previousClicks),
      },
    };
  }

  async function events(previousStart: string, start: string, end: string) {
    const inCurrent = sql`created_at >= ${at(start)}`;
    const row = await db
      .selectFrom('email_events')
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
      .where('user_id', '=', userId)
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

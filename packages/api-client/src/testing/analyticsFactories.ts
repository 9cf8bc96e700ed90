import * as v from 'valibot';
import {
  type ActivityItem,
  type AnalyticsPeriod,
  type AnalyticsTimeframe,
  type CampaignPerformanceRow,
  ActivityItemSchema,
  AnalyticsSummarySchema,
  CampaignPerformanceRowSchema,
  CampaignPerformanceSchema,
  ContactGrowthSchema,
} from '../analytics/analytics.schemas';
import {
  analyticsWindow,
  percentChange,
  pointChange,
  rate,
  timeframeBuckets,
} from '../analytics/analyticsBuckets';
import { FIXTURE_DATE } from './factories';

type Counts = Omit<AnalyticsPeriod, 'from' | 'to' | 'openRate' | 'clickRate'>;

const ZERO: Counts = {
  contactsTotal: 0,
  contactsNew: 0,
  campaignsSent: 0,
  recipients: 0,
  uniqueOpens: 0,
  uniqueClicks: 0,
  unsubscribes: 0,
  bounces: 0,
};

const period = (from: Date, to: Date, counts: Partial<Counts>): AnalyticsPeriod => {
  const all = { ...ZERO, ...counts };
  return {
    from: from.toISOString(),
    to: to.toISOString(),
    ...all,
    openRate: rate(all.uniqueOpens, all.recipients),
    clickRate: rate(all.uniqueClicks, all.recipients),
  };
};

/**
 * A summary as the server computes it from counts: the window ends at FIXTURE_DATE, rates and the
 * change follow from the counts given. With no counts it is a new account's (all zero, rates and
 * changes null).
 */
export function buildAnalyticsSummary({
  timeframe = 'month',
  current = {},
  previous = {},
  now = FIXTURE_DATE,
}: {
  timeframe?: AnalyticsTimeframe;
  current?: Partial<Counts>;
  previous?: Partial<Counts>;
  now?: string;
} = {}) {
  const { previousStart, start, end } = analyticsWindow(timeframe, new Date(now));
  const cur = period(start, end, current);
  const prev = period(previousStart, start, previous);
  const counts = Object.keys(ZERO) as (keyof Counts)[];
  const change = Object.fromEntries([
    ...counts.map((key) => [key, percentChange(cur[key], prev[key])]),
    ['openRate', pointChange(cur.openRate, prev.openRate)],
    ['clickRate', pointChange(cur.clickRate, prev.clickRate)],
  ]);
  return v.parse(AnalyticsSummarySchema, { timeframe, current: cur, previous: prev, change });
}

/**
 * Contact growth over the timeframe ending at FIXTURE_DATE: `newContacts[i]` in bucket i (missing
 * ones 0), totals growing from `startTotal`.
 */
export function buildContactGrowth({
  timeframe = 'month',
  tz = 'UTC',
  newContacts = [],
  startTotal = 0,
  now = FIXTURE_DATE,
}: {
  timeframe?: AnalyticsTimeframe;
  tz?: string;
  newContacts?: number[];
  startTotal?: number;
  now?: string;
} = {}) {
  const { unit, from, to, buckets } = timeframeBuckets(timeframe, new Date(now), tz);
  let total = startTotal;
  const points = buckets.map((bucket, i) => {
    const added = newContacts[i] ?? 0;
    total += added;
    return { ...bucket, newContacts: added, totalContacts: total };
  });
  return v.parse(ContactGrowthSchema, { timeframe, tz, unit, from, to, points });
}

/** One campaign's row; rates follow from the counts. */
export function buildCampaignPerformanceRow(
  overrides: Partial<Omit<CampaignPerformanceRow, 'openRate' | 'clickRate'>> = {},
) {
  const row = {
    id: 1,
    name: 'Spring Sale',
    firstSentAt: FIXTURE_DATE,
    lastSentAt: FIXTURE_DATE,
    delivered: 196,
    uniqueOpens: 61,
    uniqueClicks: 9,
    bounces: 4,
    unsubscribes: 1,
    ...overrides,
  };
  return v.parse(CampaignPerformanceRowSchema, {
    ...row,
    openRate: rate(row.uniqueOpens, row.delivered),
    clickRate: rate(row.uniqueClicks, row.delivered),
  });
}

/**
 * Campaign performance over the timeframe ending at FIXTURE_DATE: `points[i]` fills bucket i
 * (missing ones 0), `campaigns` as given (none by default: an account that has sent nothing).
 */
export function buildCampaignPerformance({
  timeframe = 'month',
  tz = 'UTC',
  points = [],
  campaigns = [],
  now = FIXTURE_DATE,
}: {
  timeframe?: AnalyticsTimeframe;
  tz?: string;
  points?: { delivered: number; uniqueOpens: number; uniqueClicks: number }[];
  campaigns?: CampaignPerformanceRow[];
  now?: string;
} = {}) {
  const { unit, from, to, buckets } = timeframeBuckets(timeframe, new Date(now), tz);
  return v.parse(CampaignPerformanceSchema, {
    timeframe,
    tz,
    unit,
    from,
    to,
    points: buckets.map((bucket, i) => ({
      ...bucket,
      delivered: points[i]?.delivered ?? 0,
      uniqueOpens: points[i]?.uniqueOpens ?? 0,
      uniqueClicks: points[i]?.uniqueClicks ?? 0,
    })),
    campaigns,
    campaignsTotal: campaigns.length,
  });
}

/** One activity item (a single contact added, by default). */
export const buildActivityItem = (overrides: Partial<ActivityItem> = {}) =>
  v.parse(ActivityItemSchema, {
    key: `contact_added:${overrides.link?.id ?? 1}`,
    type: 'contact_added',
    at: FIXTURE_DATE,
    text: 'Added contact Ann Example',
    count: null,
    link: { path: '/contacts', id: 1 },
    ...overrides,
  });

const minutesBefore = (minutes: number) =>
  new Date(new Date(FIXTURE_DATE).getTime() - minutes * 60_000).toISOString();

/** One item of every type, newest first, as the server words them. */
export function buildRecentActivity(): ActivityItem[] {
  return [
    buildActivityItem({
      key: 'campaign_opens:3:100',
      type: 'campaign_opens',
      at: minutesBefore(5),
      text: '“Spring Sale” reached 100 opens',
      count: 100,
      link: { path: '/campaigns', id: 3 },
    }),
    buildActivityItem({
      key: 'unsubscribed:41',
      type: 'unsubscribed',
      at: minutesBefore(20),
      text: 'bob@example.com unsubscribed from “Spring Sale”',
      link: { path: '/contacts', id: 7 },
    }),
    buildActivityItem({
      key: 'campaign_clicks:3:1',
      type: 'campaign_clicks',
      at: minutesBefore(42),
      text: 'First click on “Spring Sale”',
      count: 1,
      link: { path: '/campaigns', id: 3 },
    }),
    buildActivityItem({
      key: 'campaign_opens:3:1',
      type: 'campaign_opens',
      at: minutesBefore(50),
      text: 'First open of “Spring Sale”',
      count: 1,
      link: { path: '/campaigns', id: 3 },
    }),
    buildActivityItem({
      key: 'campaign_sent:3',
      type: 'campaign_sent',
      at: minutesBefore(60),
      text: '“Spring Sale” sent to 250 recipients',
      count: 250,
      link: { path: '/campaigns', id: 3 },
    }),
    buildActivityItem({
      key: 'workflow_created:2',
      type: 'workflow_created',
      at: minutesBefore(90),
      text: 'Workflow “Welcome new subscribers” created',
      link: { path: '/automation', id: 2 },
    }),
    buildActivityItem({
      key: 'contacts_imported:2024-04-01T06:00:00.000Z',
      type: 'contacts_imported',
      at: minutesBefore(180),
      text: 'Imported 250 contacts',
      count: 250,
      link: { path: '/contacts', id: null },
    }),
    buildActivityItem({ at: minutesBefore(240) }),
  ];
}

import * as v from 'valibot';
import { IdSchema, IsoDateTimeSchema, contractObject } from '../common/common.schemas';
import { DealValueTotalSchema, PipelineStageSchema } from '../deals/deals.schemas';

/** The Analytics page's timeframe select (spec section 2). */
export const ANALYTICS_TIMEFRAMES = ['week', 'month', 'quarter', 'year'] as const;
export type AnalyticsTimeframe = (typeof ANALYTICS_TIMEFRAMES)[number];
export const DEFAULT_ANALYTICS_TIMEFRAME: AnalyticsTimeframe = 'month';

/** Each timeframe is a rolling window ending now, compared with the window of the same length before it. */
export const TIMEFRAME_DAYS: Record<AnalyticsTimeframe, number> = {
  week: 7,
  month: 30,
  quarter: 90,
  year: 365,
};

export const TIMEFRAME_MESSAGE = `Timeframe must be one of ${ANALYTICS_TIMEFRAMES.join(', ')}`;

/** `GET /api/analytics/summary?timeframe=…`; the timeframe defaults to a month. */
export const AnalyticsSummaryQuerySchema = v.object({
  timeframe: v.optional(
    v.picklist(ANALYTICS_TIMEFRAMES, TIMEFRAME_MESSAGE),
    DEFAULT_ANALYTICS_TIMEFRAME,
  ),
});
export type AnalyticsSummaryQuery = v.InferInput<typeof AnalyticsSummaryQuerySchema>;

const Count = v.pipe(v.number(), v.safeInteger(), v.minValue(0));
/** A percentage with one decimal, or null when nothing was delivered (no rate to state). */
const Rate = v.nullable(v.pipe(v.number(), v.minValue(0), v.maxValue(100)));

/**
 * One period's figures. Opens and clicks count recipients (unique), of the messages delivered in
 * the period, whenever they opened; so a rate never exceeds 100%. Unsubscribes and bounces count
 * the events that happened in the period.
 */
export const AnalyticsPeriodSchema = contractObject({
  /** Inclusive start and exclusive end of the window. */
  from: IsoDateTimeSchema,
  to: IsoDateTimeSchema,
  /** Contacts that existed at the end of the period. */
  contactsTotal: Count,
  /** Contacts created in the period. */
  contactsNew: Count,
  /** Campaigns with at least one message delivered in the period. */
  campaignsSent: Count,
  /** Messages delivered (accepted by the mail server or kept in the outbox) in the period. */
  recipients: Count,
  uniqueOpens: Count,
  uniqueClicks: Count,
  /** uniqueOpens ÷ recipients × 100, rounded to 1 decimal; null when recipients is 0. */
  openRate: Rate,
  clickRate: Rate,
  unsubscribes: Count,
  bounces: Count,
});
export type AnalyticsPeriod = v.InferOutput<typeof AnalyticsPeriodSchema>;

const Change = v.nullable(v.number());

/**
 * Change against the previous period: counts in percent of the previous figure (1 decimal; null
 * when the previous figure is 0), rates in percentage points (null when either rate is null).
 */
export const AnalyticsChangeSchema = contractObject({
  contactsTotal: Change,
  contactsNew: Change,
  campaignsSent: Change,
  recipients: Change,
  uniqueOpens: Change,
  uniqueClicks: Change,
  openRate: Change,
  clickRate: Change,
  unsubscribes: Change,
  bounces: Change,
});
export type AnalyticsChange = v.InferOutput<typeof AnalyticsChangeSchema>;

export const AnalyticsSummarySchema = contractObject({
  timeframe: v.picklist(ANALYTICS_TIMEFRAMES),
  current: AnalyticsPeriodSchema,
  previous: AnalyticsPeriodSchema,
  change: AnalyticsChangeSchema,
});
export type AnalyticsSummary = v.InferOutput<typeof AnalyticsSummarySchema>;

export const AnalyticsSummaryResponseSchema = contractObject({ summary: AnalyticsSummarySchema });
export type AnalyticsSummaryResponse = v.InferOutput<typeof AnalyticsSummaryResponseSchema>;

// ---------------------------------------------------------------------------------------------
// Chart series (issue 15): `GET /api/analytics/contact-growth` and `/campaign-performance`.
// Separate reads from the summary so the dashboard, which shows only the cards, stays small.

/** Bucket size of each timeframe's series. */
export const ANALYTICS_BUCKET_UNITS = ['day', 'week', 'month'] as const;
export type AnalyticsBucketUnit = (typeof ANALYTICS_BUCKET_UNITS)[number];
export const TIMEFRAME_BUCKET_UNIT: Record<AnalyticsTimeframe, AnalyticsBucketUnit> = {
  week: 'day',
  month: 'day',
  quarter: 'week',
  year: 'month',
};

export const TIME_ZONE_MAX_LENGTH = 64;
export const TIME_ZONE_MESSAGE = 'Time zone must be an IANA time zone such as Europe/Berlin';

/** Whether `Intl` knows the zone (the server's and the browser's ICU both do for IANA names). */
export function isTimeZone(value: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: value });
    return true;
  } catch {
    return false;
  }
}

/**
 * The query of both series: the summary's timeframe, and the time zone whose calendar days, weeks
 * (Monday first) and months the buckets follow; UTC when not given.
 */
export const AnalyticsSeriesQuerySchema = v.object({
  timeframe: v.optional(
    v.picklist(ANALYTICS_TIMEFRAMES, TIMEFRAME_MESSAGE),
    DEFAULT_ANALYTICS_TIMEFRAME,
  ),
  tz: v.optional(
    v.pipe(
      v.string(TIME_ZONE_MESSAGE),
      v.maxLength(TIME_ZONE_MAX_LENGTH, TIME_ZONE_MESSAGE),
      v.check(isTimeZone, TIME_ZONE_MESSAGE),
    ),
    'UTC',
  ),
});
export type AnalyticsSeriesQuery = v.InferInput<typeof AnalyticsSeriesQuerySchema>;

/**
 * One bucket. The buckets cover the summary's window exactly (`current.from` to `current.to`), cut
 * at calendar boundaries in the time zone; the first and the last are usually partial, so the sums
 * of a series equal the summary's cards. Empty buckets are included with zeros.
 */
export const AnalyticsBucketSchema = contractObject({
  from: IsoDateTimeSchema,
  to: IsoDateTimeSchema,
  /** The calendar date (YYYY-MM-DD, in the time zone) the day, week or month starts on. */
  label: v.pipe(v.string(), v.isoDate()),
  /** True when the window cuts the bucket (the first and the current one). */
  partial: v.boolean(),
});
export type AnalyticsBucket = v.InferOutput<typeof AnalyticsBucketSchema>;

const seriesHead = {
  timeframe: v.picklist(ANALYTICS_TIMEFRAMES),
  tz: v.string(),
  unit: v.picklist(ANALYTICS_BUCKET_UNITS),
  from: IsoDateTimeSchema,
  to: IsoDateTimeSchema,
};

export const ContactGrowthPointSchema = contractObject({
  ...AnalyticsBucketSchema.entries,
  /** Contacts created in the bucket. */
  newContacts: Count,
  /** Contacts that existed at the bucket's end (deleted contacts are not in any figure). */
  totalContacts: Count,
});
export type ContactGrowthPoint = v.InferOutput<typeof ContactGrowthPointSchema>;

export const ContactGrowthSchema = contractObject({
  ...seriesHead,
  points: v.array(ContactGrowthPointSchema),
});
export type ContactGrowth = v.InferOutput<typeof ContactGrowthSchema>;
export const ContactGrowthResponseSchema = contractObject({ contactGrowth: ContactGrowthSchema });
export type ContactGrowthResponse = v.InferOutput<typeof ContactGrowthResponseSchema>;

/** Deliveries of a bucket and, of those, the recipients who opened or clicked (whenever they did). */
export const CampaignPerformancePointSchema = contractObject({
  ...AnalyticsBucketSchema.entries,
  delivered: Count,
  uniqueOpens: Count,
  uniqueClicks: Count,
});
export type CampaignPerformancePoint = v.InferOutput<typeof CampaignPerformancePointSchema>;

/** The most campaigns `campaigns` lists (the latest sent first). */
export const CAMPAIGN_PERFORMANCE_LIMIT = 50;

/**
 * A campaign with a delivery in the window. Its figures count the window's deliveries (as the
 * summary does), so summed over every campaign they equal the summary's recipients, opens and clicks.
 */
export const CampaignPerformanceRowSchema = contractObject({
  id: IdSchema,
  name: v.string(),
  /** Its first and latest delivery in the window. */
  firstSentAt: IsoDateTimeSchema,
  lastSentAt: IsoDateTimeSchema,
  /** Messages delivered in the window. */
  delivered: Count,
  /** Of those, the recipients who opened or clicked (whenever they did). */
  uniqueOpens: Count,
  uniqueClicks: Count,
  /** Hard bounces and unsubscribes of this campaign that happened in the window. */
  bounces: Count,
  unsubscribes: Count,
  /** Of delivered, to 1 decimal; null when nothing was delivered. */
  openRate: Rate,
  clickRate: Rate,
});
export type CampaignPerformanceRow = v.InferOutput<typeof CampaignPerformanceRowSchema>;

export const CampaignPerformanceSchema = contractObject({
  ...seriesHead,
  points: v.array(CampaignPerformancePointSchema),
  /** Up to {@link CAMPAIGN_PERFORMANCE_LIMIT}, the latest delivery first. */
  campaigns: v.array(CampaignPerformanceRowSchema),
  /** How many campaigns had a delivery in the window (may exceed the list). */
  campaignsTotal: Count,
});
export type CampaignPerformance = v.InferOutput<typeof CampaignPerformanceSchema>;
export const CampaignPerformanceResponseSchema = contractObject({
  campaignPerformance: CampaignPerformanceSchema,
});
export type CampaignPerformanceResponse = v.InferOutput<typeof CampaignPerformanceResponseSchema>;

// ---------------------------------------------------------------------------------------------
// Recent activity: `GET /api/analytics/activity?limit=` (dashboard and the Notifications panel).

export const ACTIVITY_LIMIT_DEFAULT = 10;
export const ACTIVITY_LIMIT_MAX = 50;
export const ACTIVITY_LIMIT_MESSAGE = `Limit must be a whole number from 1 to ${ACTIVITY_LIMIT_MAX}`;

export const ActivityQuerySchema = v.object({
  limit: v.optional(
    v.pipe(
      v.string(ACTIVITY_LIMIT_MESSAGE),
      v.regex(/^\d{1,3}$/, ACTIVITY_LIMIT_MESSAGE),
      v.transform(Number),
      v.minValue(1, ACTIVITY_LIMIT_MESSAGE),
      v.maxValue(ACTIVITY_LIMIT_MAX, ACTIVITY_LIMIT_MESSAGE),
    ),
    String(ACTIVITY_LIMIT_DEFAULT),
  ),
});
export type ActivityQuery = v.InferInput<typeof ActivityQuerySchema>;

/** Opens and clicks of a campaign are announced when they reach these counts (1 = the first). */
export const ACTIVITY_MILESTONES = [1, 10, 100, 1000] as const;

export const ACTIVITY_TYPES = [
  /** One contact created (by hand or through the API). */
  'contact_added',
  /** One import's contacts; `count` says how many. */
  'contacts_imported',
  /** A campaign's first delivery; `count` is its recipients so far. */
  'campaign_sent',
  /**
   * A campaign's opens or clicks (every tracked one, repeats included) reached `count`, one of
   * {@link ACTIVITY_MILESTONES}; `count` 1 is its first open or click.
   */
  'campaign_opens',
  'campaign_clicks',
  'unsubscribed',
  'workflow_created',
] as const;
export type ActivityType = (typeof ACTIVITY_TYPES)[number];

/** Where an item leads: an app route and, when it concerns one record, its id. */
export const ActivityLinkSchema = contractObject({
  path: v.picklist(['/contacts', '/campaigns', '/automation']),
  id: v.nullable(IdSchema),
});
export type ActivityLink = v.InferOutput<typeof ActivityLinkSchema>;

export const ActivityItemSchema = contractObject({
  /** Stable across reads (a list key), e.g. `campaign_opens:12:100`. */
  key: v.string(),
  type: v.picklist(ACTIVITY_TYPES),
  /** When it happened: an instant (UTC); the client shows it in the user's zone. */
  at: IsoDateTimeSchema,
  /** A sentence in English, e.g. `Imported 250 contacts` or `“Spring sale” reached 100 opens`. */
  text: v.string(),
  /** The contacts, recipients, opens or clicks the item counts; null for a single record. */
  count: v.nullable(Count),
  link: ActivityLinkSchema,
});
export type ActivityItem = v.InferOutput<typeof ActivityItemSchema>;

/** The latest first; empty when the account has done nothing yet. */
export const ActivityResponseSchema = contractObject({ activity: v.array(ActivityItemSchema) });
export type ActivityResponse = v.InferOutput<typeof ActivityResponseSchema>;

/** How many calendar months (UTC) the pipeline card's won series covers, this one last. */
export const PIPELINE_WON_MONTHS = 12;

/** One UTC month of won deals: how many and their value per currency (not converted). */
const PipelineWonMonthSchema = contractObject({
  /** `YYYY-MM`. */
  month: v.pipe(v.string(), v.regex(/^\d{4}-(0[1-9]|1[0-2])$/)),
  count: Count,
  /** Largest first; empty when nothing was won that month. */
  totals: v.array(DealValueTotalSchema),
});
export type PipelineWonMonth = v.InferOutput<typeof PipelineWonMonthSchema>;

/**
 * `GET /api/analytics/pipeline`: every stage in board order (empty ones too) with its open deals'
 * count and value per currency, and the value won in each of the last 12 UTC months (months with
 * nothing at 0). A deal counts as won in the month it was marked won (its `closedAt`).
 */
const PipelineAnalyticsSchema = contractObject({
  stages: v.array(PipelineStageSchema),
  /** Oldest first, the current month last. */
  wonByMonth: v.array(PipelineWonMonthSchema),
});
export type PipelineAnalytics = v.InferOutput<typeof PipelineAnalyticsSchema>;
export const PipelineAnalyticsResponseSchema = contractObject({
  pipeline: PipelineAnalyticsSchema,
});

import * as v from 'valibot';
import { IsoDateTimeSchema, contractObject } from '../common/common.schemas';

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

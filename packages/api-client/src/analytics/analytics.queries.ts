import type { ApiClient } from '../client';
import type { AnalyticsTimeframe } from './analytics.schemas';

/**
 * Query keys of the analytics reads. Everything under `all` changes when contacts, sends, opens or
 * workflows change: invalidate `analyticsKeys.all` after such a write.
 */
export const analyticsKeys = {
  all: ['analytics'] as const,
  summary: (timeframe: AnalyticsTimeframe) => [...analyticsKeys.all, 'summary', timeframe] as const,
  contactGrowth: (timeframe: AnalyticsTimeframe, tz: string) =>
    [...analyticsKeys.all, 'contactGrowth', timeframe, tz] as const,
  campaignPerformance: (timeframe: AnalyticsTimeframe, tz: string) =>
    [...analyticsKeys.all, 'campaignPerformance', timeframe, tz] as const,
  activity: (limit: number) => [...analyticsKeys.all, 'activity', limit] as const,
  pipeline: () => [...analyticsKeys.all, 'pipeline'] as const,
};

export const analyticsQueries = {
  /** `GET /api/analytics/summary` for one timeframe. */
  summary: (client: ApiClient, timeframe: AnalyticsTimeframe) => ({
    queryKey: analyticsKeys.summary(timeframe),
    queryFn: () => client.getAnalyticsSummary(timeframe),
  }),
  /** `GET /api/analytics/contact-growth` in the time zone `tz`. */
  contactGrowth: (client: ApiClient, timeframe: AnalyticsTimeframe, tz: string) => ({
    queryKey: analyticsKeys.contactGrowth(timeframe, tz),
    queryFn: () => client.getContactGrowth(timeframe, tz),
  }),
  /** `GET /api/analytics/campaign-performance` in the time zone `tz`. */
  campaignPerformance: (client: ApiClient, timeframe: AnalyticsTimeframe, tz: string) => ({
    queryKey: analyticsKeys.campaignPerformance(timeframe, tz),
    queryFn: () => client.getCampaignPerformance(timeframe, tz),
  }),
  /** `GET /api/analytics/activity`, the latest `limit` items. */
  activity: (client: ApiClient, limit: number) => ({
    queryKey: analyticsKeys.activity(limit),
    queryFn: () => client.getRecentActivity(limit),
  }),
  /** `GET /api/analytics/pipeline`. */
  pipeline: (client: ApiClient) => ({
    queryKey: analyticsKeys.pipeline(),
    queryFn: () => client.getPipelineAnalytics(),
  }),
};

import type { Http, ReadOptions, ReadResult } from '../http';
import {
  type ActivityItem,
  type AnalyticsSummary,
  type AnalyticsTimeframe,
  type CampaignPerformance,
  type ContactGrowth,
  ACTIVITY_LIMIT_DEFAULT,
  ActivityResponseSchema,
  AnalyticsSummaryResponseSchema,
  CampaignPerformanceResponseSchema,
  ContactGrowthResponseSchema,
  DEFAULT_ANALYTICS_TIMEFRAME,
  type PipelineAnalytics,
  PipelineAnalyticsResponseSchema,
} from './analytics.schemas';

/** `?timeframe=…&tz=…`; the zone is left out when it is UTC (the server's default). */
function seriesQuery(timeframe: AnalyticsTimeframe, tz: string | undefined): string {
  const params = new URLSearchParams({ timeframe });
  if (tz && tz !== 'UTC') params.set('tz', tz);
  return params.toString();
}

export function analyticsApi(http: Http) {
  return {
    /** `GET /api/analytics/summary?timeframe=…`: the period, the one before it and the change. */
    getAnalyticsSummary: async <O extends ReadOptions | undefined = undefined>(
      timeframe: AnalyticsTimeframe = DEFAULT_ANALYTICS_TIMEFRAME,
      options?: O,
    ): Promise<ReadResult<AnalyticsSummary, O>> => {
      const body = await http.read(
        `/api/analytics/summary?timeframe=${encodeURIComponent(timeframe)}`,
        AnalyticsSummaryResponseSchema,
        options,
      );
      return (body === null ? null : body.summary) as ReadResult<AnalyticsSummary, O>;
    },

    /** `GET /api/analytics/contact-growth`: new and total contacts per day, week or month of `tz`. */
    getContactGrowth: async <O extends ReadOptions | undefined = undefined>(
      timeframe: AnalyticsTimeframe = DEFAULT_ANALYTICS_TIMEFRAME,
      tz?: string,
      options?: O,
    ): Promise<ReadResult<ContactGrowth, O>> => {
      const body = await http.read(
        `/api/analytics/contact-growth?${seriesQuery(timeframe, tz)}`,
        ContactGrowthResponseSchema,
        options,
      );
      return (body === null ? null : body.contactGrowth) as ReadResult<ContactGrowth, O>;
    },

    /** `GET /api/analytics/campaign-performance`: deliveries, opens and clicks per bucket and per campaign. */
    getCampaignPerformance: async <O extends ReadOptions | undefined = undefined>(
      timeframe: AnalyticsTimeframe = DEFAULT_ANALYTICS_TIMEFRAME,
      tz?: string,
      options?: O,
    ): Promise<ReadResult<CampaignPerformance, O>> => {
      const body = await http.read(
        `/api/analytics/campaign-performance?${seriesQuery(timeframe, tz)}`,
        CampaignPerformanceResponseSchema,
        options,
      );
      return (body === null ? null : body.campaignPerformance) as ReadResult<
        CampaignPerformance,
        O
      >;
    },

    /** `GET /api/analytics/activity?limit=…`: the latest events, newest first. */
    getRecentActivity: async <O extends ReadOptions | undefined = undefined>(
      limit: number = ACTIVITY_LIMIT_DEFAULT,
      options?: O,
    ): Promise<ReadResult<ActivityItem[], O>> => {
      const body = await http.read(
        `/api/analytics/activity?limit=${encodeURIComponent(String(limit))}`,
        ActivityResponseSchema,
        options,
      );
      return (body === null ? null : body.activity) as ReadResult<ActivityItem[], O>;
    },

    /** `GET /api/analytics/pipeline`: open deals per stage and won value per month. */
    getPipelineAnalytics: async (): Promise<PipelineAnalytics> =>
      (await http.json('GET', '/api/analytics/pipeline', PipelineAnalyticsResponseSchema)).pipeline,
  };
}

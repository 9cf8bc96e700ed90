import type { Http, ReadOptions, ReadResult } from '../http';
import {
  type AnalyticsSummary,
  type AnalyticsTimeframe,
  AnalyticsSummaryResponseSchema,
  DEFAULT_ANALYTICS_TIMEFRAME,
} from './analytics.schemas';

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
  };
}

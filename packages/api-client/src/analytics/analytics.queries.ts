import type { ApiClient } from '../client';
import type { AnalyticsTimeframe } from './analytics.schemas';

/** Query keys of the analytics reads. */
export const analyticsKeys = {
  all: ['analytics'] as const,
  summary: (timeframe: AnalyticsTimeframe) => [...analyticsKeys.all, 'summary', timeframe] as const,
};

export const analyticsQueries = {
  /** `GET /api/analytics/summary` for one timeframe. */
  summary: (client: ApiClient, timeframe: AnalyticsTimeframe) => ({
    queryKey: analyticsKeys.summary(timeframe),
    queryFn: () => client.getAnalyticsSummary(timeframe),
  }),
};

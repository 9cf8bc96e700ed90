import { useQuery } from '@tanstack/react-query';
import { analyticsQueries } from '../../analytics/analytics.queries';
import type { AnalyticsTimeframe } from '../../analytics/analytics.schemas';
import { useApiClient } from '../ApiClientProvider';
import type { ReadHookOptions } from '../ReadHookOptions';
import { useIsSignedIn } from '../useIsSignedIn';
import { browserTimeZone } from './browserTimeZone';

/** Deliveries, opens and clicks per bucket and per campaign sent in the timeframe. */
export function useCampaignPerformance(
  timeframe: AnalyticsTimeframe,
  { enabled = true, tz = browserTimeZone() }: ReadHookOptions & { tz?: string } = {},
) {
  const client = useApiClient();
  const signedIn = useIsSignedIn();
  return useQuery({
    ...analyticsQueries.campaignPerformance(client, timeframe, tz),
    enabled: signedIn && enabled,
  });
}

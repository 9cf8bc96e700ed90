import { useQuery } from '@tanstack/react-query';
import { analyticsQueries } from '../../analytics/analytics.queries';
import type { AnalyticsTimeframe } from '../../analytics/analytics.schemas';
import { useApiClient } from '../ApiClientProvider';
import type { ReadHookOptions } from '../ReadHookOptions';
import { useIsSignedIn } from '../useIsSignedIn';

/** The analytics summary of a timeframe and the period before it, fetched only when signed in. */
export function useAnalyticsSummary(
  timeframe: AnalyticsTimeframe,
  { enabled = true }: ReadHookOptions = {},
) {
  const client = useApiClient();
  const signedIn = useIsSignedIn();
  return useQuery({ ...analyticsQueries.summary(client, timeframe), enabled: signedIn && enabled });
}

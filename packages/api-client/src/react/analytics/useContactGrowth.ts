import { useQuery } from '@tanstack/react-query';
import { analyticsQueries } from '../../analytics/analytics.queries';
import type { AnalyticsTimeframe } from '../../analytics/analytics.schemas';
import { useApiClient } from '../ApiClientProvider';
import type { ReadHookOptions } from '../ReadHookOptions';
import { useIsSignedIn } from '../useIsSignedIn';
import { browserTimeZone } from './browserTimeZone';

/** New and total contacts per bucket, in the browser's time zone unless `tz` is given. */
export function useContactGrowth(
  timeframe: AnalyticsTimeframe,
  { enabled = true, tz = browserTimeZone() }: ReadHookOptions & { tz?: string } = {},
) {
  const client = useApiClient();
  const signedIn = useIsSignedIn();
  return useQuery({
    ...analyticsQueries.contactGrowth(client, timeframe, tz),
    enabled: signedIn && enabled,
  });
}

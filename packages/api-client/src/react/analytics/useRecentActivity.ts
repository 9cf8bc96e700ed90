import { useQuery } from '@tanstack/react-query';
import { analyticsQueries } from '../../analytics/analytics.queries';
import { ACTIVITY_LIMIT_DEFAULT } from '../../analytics/analytics.schemas';
import { useApiClient } from '../ApiClientProvider';
import type { ReadHookOptions } from '../ReadHookOptions';
import { useIsSignedIn } from '../useIsSignedIn';

/** The latest `limit` activity items (dashboard, Notifications panel), newest first. */
export function useRecentActivity(
  limit: number = ACTIVITY_LIMIT_DEFAULT,
  { enabled = true }: ReadHookOptions = {},
) {
  const client = useApiClient();
  const signedIn = useIsSignedIn();
  return useQuery({ ...analyticsQueries.activity(client, limit), enabled: signedIn && enabled });
}

import { useQuery } from '@tanstack/react-query';
import { dashboardQueries } from '../../dashboard/dashboard.queries';
import { useApiClient } from '../ApiClientProvider';
import type { ReadHookOptions } from '../ReadHookOptions';
import { useIsSignedIn } from '../useIsSignedIn';

/** The dashboard counts; `data` is null when the reads answer 401 (spec section 6). */
export function useDashboardCounts({ enabled = true }: ReadHookOptions = {}) {
  const client = useApiClient();
  const signedIn = useIsSignedIn();
  return useQuery({ ...dashboardQueries.counts(client), enabled: signedIn && enabled });
}

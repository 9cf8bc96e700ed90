import { useQuery } from '@tanstack/react-query';
import { analyticsQueries } from '../../analytics/analytics.queries';
import { useApiClient } from '../ApiClientProvider';
import { useIsSignedIn } from '../useIsSignedIn';

/** Open deals per stage and won value per month, for the Analytics pipeline card. */
export function usePipelineAnalytics() {
  const client = useApiClient();
  const signedIn = useIsSignedIn();
  return useQuery({ ...analyticsQueries.pipeline(client), enabled: signedIn });
}

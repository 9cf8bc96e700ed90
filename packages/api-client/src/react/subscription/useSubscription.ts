import { useQuery } from '@tanstack/react-query';
import { subscriptionQueries } from '../../subscription/subscription.queries';
import { useApiClient } from '../ApiClientProvider';
import type { ReadHookOptions } from '../ReadHookOptions';
import { useIsSignedIn } from '../useIsSignedIn';

/** The current plan (`GET /api/subscription`), fetched only when signed in. */
export function useSubscription({ enabled = true }: ReadHookOptions = {}) {
  const client = useApiClient();
  const signedIn = useIsSignedIn();
  return useQuery({ ...subscriptionQueries.current(client), enabled: signedIn && enabled });
}

import { useQuery } from '@tanstack/react-query';
import { billingQueries } from '../../billing/billing.queries';
import { useApiClient } from '../ApiClientProvider';
import type { ReadHookOptions } from '../ReadHookOptions';
import { useIsSignedIn } from '../useIsSignedIn';

/** The user's subscription: its plan and next billing date (`GET /api/subscription`). */
export function useSubscription({ enabled = true }: ReadHookOptions = {}) {
  const client = useApiClient();
  const signedIn = useIsSignedIn();
  return useQuery({ ...billingQueries.subscription(client), enabled: signedIn && enabled });
}

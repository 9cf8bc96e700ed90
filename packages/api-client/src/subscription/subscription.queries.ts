import type { ApiClient } from '../client';
import { invalidateAll, type QueryInvalidator } from '../common/queryTypes';
import type { PlanId } from './subscription.schemas';

/** Query keys of the subscription. */
export const subscriptionKeys = {
  all: ['subscription'] as const,
  current: () => [...subscriptionKeys.all, 'current'] as const,
};

export const subscriptionQueries = {
  /** `GET /api/subscription`. */
  current: (client: ApiClient) => ({
    queryKey: subscriptionKeys.current(),
    queryFn: () => client.getSubscription(),
  }),
};

export const subscriptionMutations = {
  /** Changes the plan; the subscription read refetches. */
  change: (client: ApiClient, queryClient: QueryInvalidator) => ({
    mutationKey: [...subscriptionKeys.all, 'change'] as const,
    mutationFn: (planId: PlanId) => client.changeSubscription(planId),
    onSuccess: () => invalidateAll(queryClient, [subscriptionKeys.all]),
  }),
};

import type { ApiClient } from '../client';

/** Query keys of billing: the user's subscription (its plan and next billing date). */
export const billingKeys = {
  all: ['billing'] as const,
  subscription: () => [...billingKeys.all, 'subscription'] as const,
};

export const billingQueries = {
  /** `GET /api/subscription`. */
  subscription: (client: ApiClient) => ({
    queryKey: billingKeys.subscription(),
    queryFn: () => client.getSubscription(),
  }),
};

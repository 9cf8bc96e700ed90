import { type Http, reader } from '../http';
import { type PlanId, type Subscription, SubscriptionSchema } from './billing.schemas';

export function billingApi(http: Http) {
  return {
    /** `GET /api/subscription`: `{ currentPlan }`. */
    getSubscription: reader<typeof SubscriptionSchema, Subscription>(
      http,
      '/api/subscription',
      SubscriptionSchema,
      (b) => b,
    ),
    /** `POST /api/subscription/change`: the new `{ currentPlan }`. */
    changeSubscription: (planId: PlanId): Promise<Subscription> =>
      http.json('POST', '/api/subscription/change', SubscriptionSchema, { json: { planId } }),
  };
}

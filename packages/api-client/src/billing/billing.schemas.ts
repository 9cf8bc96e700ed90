import * as v from 'valibot';
import { IsoDateTimeSchema, contractObject } from '../common/common.schemas';

/** Plan ids of the in-app plan constants, plus `free`, the plan everyone starts on. */
export const PLAN_IDS = ['free', 'starter', 'growth', 'pro'] as const;
export type PlanId = (typeof PLAN_IDS)[number];

export const DEFAULT_PLAN_ID: PlanId = 'free';

export const PlanSchema = contractObject({
  id: v.picklist(PLAN_IDS),
  name: v.string(),
  description: v.string(),
  /** US dollars per month. */
  price: v.pipe(v.number(), v.minValue(0)),
  /** The most contacts an account on the plan may hold (the server enforces it); null: unlimited. */
  contactLimit: v.nullable(v.pipe(v.number(), v.integer(), v.minValue(0))),
  features: v.array(v.string()),
  /** Highlighted as the recommended plan. */
  recommended: v.boolean(),
});
export type Plan = v.InferOutput<typeof PlanSchema>;

/** `GET /api/subscription` and the answer of `POST /api/subscription/change`. */
export const SubscriptionSchema = contractObject({
  currentPlan: v.picklist(PLAN_IDS),
  /**
   * The next monthly renewal of a paid plan, counted from the day it began: always in the future.
   * Null on the free plan, which is never billed (and when a server does not say).
   */
  nextBillingDate: v.optional(v.nullable(IsoDateTimeSchema), null),
  /** The account's contacts, counted against the plan's `contactLimit` (null: not said). */
  contactCount: v.optional(v.nullable(v.pipe(v.number(), v.integer(), v.minValue(0))), null),
});
export type Subscription = v.InferOutput<typeof SubscriptionSchema>;

export const PLAN_ID_MESSAGE = `Plan must be one of ${PLAN_IDS.join(', ')}`;

/** `POST /api/subscription/change`. */
export const ChangeSubscriptionInputSchema = contractObject({
  planId: v.picklist(PLAN_IDS, PLAN_ID_MESSAGE),
});
export type ChangeSubscriptionInput = v.InferOutput<typeof ChangeSubscriptionInputSchema>;

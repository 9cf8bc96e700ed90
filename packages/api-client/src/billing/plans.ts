import type { SubscriptionTier } from '../auth/auth.schemas';
import type { Plan, PlanId } from './billing.schemas';

/**
 * The in-app plan constants (spec section 3), in display order. `free` is not in the spec's table:
 * it is the default current plan, listed so a user on it sees what they have.
 */
export const PLANS: readonly Plan[] = [
  {
    id: 'free',
    name: 'Free',
    description: 'Try the essentials at no cost',
    price: 0,
    features: ['Up to 100 contacts', 'Contact management', 'Basic email campaigns'],
    recommended: false,
  },
  {
    id: 'starter',
    name: 'Starter',
    description: 'For small businesses getting started',
    price: 9,
    features: [
      'Up to 500 contacts',
      'Basic email campaigns',
      'Contact management',
      'Basic analytics',
      'Email support',
    ],
    recommended: false,
  },
  {
    id: 'growth',
    name: 'Growth',
    description: 'For growing businesses that need more reach',
    price: 29,
    features: [
      'Up to 2,500 contacts',
      'Advanced campaigns',
      'Automation workflows',
      'Lead generation forms',
      'Priority support',
    ],
    recommended: true,
  },
  {
    id: 'pro',
    name: 'Professional',
    description: 'For established teams with advanced needs',
    price: 79,
    features: [
      'Unlimited contacts',
      'Advanced automation',
      'Custom reporting',
      'API access',
      'Dedicated account manager',
    ],
    recommended: false,
  },
];

/** The plan with the given id (every {@link PlanId} has one). */
export function planById(id: PlanId): Plan {
  const plan = PLANS.find((candidate) => candidate.id === id);
  if (!plan) throw new Error(`Unknown plan '${id}'`);
  return plan;
}

/**
 * The one mapping between the spec's plan ids and the user's `subscriptionTier`, shared by the
 * server (which derives the tier from the plan it stores) and the app (which names the plan from
 * the tier). The spec has two ladders of three paid levels (landing page: Starter, Professional,
 * Enterprise; in-app plans: starter, growth, pro), matched by rank.
 */
export const TIER_OF_PLAN: Readonly<Record<PlanId, SubscriptionTier>> = {
  free: 'free',
  starter: 'starter',
  growth: 'professional',
  pro: 'enterprise',
};

/** The plan a tier stands for: the inverse of {@link TIER_OF_PLAN}. */
export function planOfTier(tier: SubscriptionTier): Plan {
  const entry = Object.entries(TIER_OF_PLAN).find(([, planTier]) => planTier === tier);
  return planById((entry?.[0] ?? 'free') as PlanId);
}

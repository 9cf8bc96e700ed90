import type { Plan, PlanId } from './subscription.schemas';

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

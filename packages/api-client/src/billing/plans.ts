import type { SubscriptionTier } from '../auth/auth.schemas';
import { isApiError, type ApiError } from '../errors';
import type { Plan, PlanId } from './billing.schemas';

/**
 * THE plans: names, prices, contact limits and features, defined once for the landing page, the
 * Billing screen and the server (which enforces `contactLimit`). The spec has two readings (landing
 * page: Starter $29 for 1,000 contacts, Professional $79 for 10,000; in-app constants: Starter $9
 * for 500, Growth $29 for 2,500, Professional $79 unlimited); these are the in-app constants. The
 * spec names `free` as the plan every account starts on without a figure: it holds 100 contacts,
 * less than Starter's 500 so that Starter buys something.
 *
 * Features name only what the product has (no mobile app, lead forms, API keys, custom reports or
 * support desk exist yet), so the spec's wording is kept where the feature exists and dropped
 * where it does not. No feature is held back by plan today: the plans differ by contacts.
 */
export const PLANS: readonly Plan[] = [
  {
    id: 'free',
    name: 'Free',
    description: 'Try the essentials at no cost',
    price: 0,
    contactLimit: 100,
    features: ['Up to 100 contacts', 'Contact management', 'Basic email campaigns'],
    recommended: false,
  },
  {
    id: 'starter',
    name: 'Starter',
    description: 'For small businesses getting started',
    price: 9,
    contactLimit: 500,
    features: [
      'Up to 500 contacts',
      'Basic email campaigns',
      'Contact management',
      'Basic analytics',
    ],
    recommended: false,
  },
  {
    id: 'growth',
    name: 'Growth',
    description: 'For growing businesses that need more reach',
    price: 29,
    contactLimit: 2500,
    features: [
      'Up to 2,500 contacts',
      'Everything in Starter',
      'Scheduled campaigns and test sends',
      'Automation workflows',
    ],
    recommended: true,
  },
  {
    id: 'pro',
    name: 'Professional',
    description: 'For established teams with advanced needs',
    price: 79,
    contactLimit: null,
    features: [
      'Unlimited contacts',
      'Everything in Growth',
      'Import from CSV, Excel and PDF',
      'Export to CSV',
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

/** "100 contacts", "2,500 contacts": a plan's limit as every message writes it. */
export const formatContactLimit = (limit: number) => `${limit.toLocaleString('en-US')} contacts`;

/** The cheapest plan holding `contacts` contacts, if any holds more than `plan` does. */
export function planFor(contacts: number): Plan {
  return (
    PLANS.find((plan) => plan.contactLimit === null || plan.contactLimit >= contacts) ??
    PLANS[PLANS.length - 1]!
  );
}

/**
 * The answer when adding one contact would pass the plan's limit (Add Contact, and any other
 * single create): names the plan, its limit, and where to upgrade.
 */
export function contactLimitMessage(plan: Plan, count: number): string {
  return (
    `Your ${plan.name} plan allows up to ${formatContactLimit(plan.contactLimit ?? 0)} ` +
    `and you have ${count.toLocaleString('en-US')}. Upgrade your plan on the Billing page to add more.`
  );
}

/**
 * The answer when an import would take the account past its limit: nothing was imported (an import
 * is all or nothing), how many new contacts the file holds, and how many would fit.
 */
export function importLimitMessage(plan: Plan, count: number, newContacts: number): string {
  const limit = plan.contactLimit ?? 0;
  const fit = Math.max(0, limit - count);
  const fits =
    fit === 0 ? 'no more fit' : `${fit.toLocaleString('en-US')} more ${fit === 1 ? 'fits' : 'fit'}`;
  return (
    `Nothing was imported: this file has ${newContacts.toLocaleString('en-US')} new ` +
    `${newContacts === 1 ? 'contact' : 'contacts'}, but your ${plan.name} plan allows up to ` +
    `${formatContactLimit(limit)} and you have ${count.toLocaleString('en-US')}, so ${fits}. ` +
    'Upgrade your plan on the Billing page, or import a smaller file.'
  );
}

/** The status the server answers when the plan has no room for more contacts (402). */
export const PLAN_LIMIT_STATUS = 402;

/** Whether `error` is the server's refusal for lack of room on the plan: show the upgrade path. */
export function isPlanLimitError(error: unknown): error is ApiError {
  return isApiError(error) && error.status === PLAN_LIMIT_STATUS && Boolean(error.serverMessage);
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

import { DEFAULT_PLAN_ID, PLAN_IDS, type PlanId, type SubscriptionTier } from '@crm/api-client';
import type { Kysely } from 'kysely';
import { setSubscriptionTier } from '../auth/users';
import type { Database } from '../db/schema';

/**
 * The user's `subscriptionTier` follows the plan. The spec has two ladders of three paid levels
 * (landing page: Starter, Professional, Enterprise; in-app plans: starter, growth, pro); they are
 * matched by rank.
 */
export const TIER_OF_PLAN: Record<PlanId, SubscriptionTier> = {
  free: 'free',
  starter: 'starter',
  growth: 'professional',
  pro: 'enterprise',
};

/** A stored plan name the contract no longer knows reads as the default plan. */
const toPlanId = (value: string | undefined): PlanId =>
  (PLAN_IDS as readonly string[]).includes(value ?? '') ? (value as PlanId) : DEFAULT_PLAN_ID;

/**
 * The `subscriptions` table, scoped to one user. `db` may be a transaction (registration creates
 * the account and its subscription in one), except for `changePlan`, which opens its own.
 */
export function subscriptionRepository(db: Kysely<Database>, userId: number) {
  return {
    async currentPlan(): Promise<PlanId> {
      const row = await db
        .selectFrom('subscriptions')
        .select('current_plan')
        .where('user_id', '=', userId)
        .executeTakeFirst();
      return toPlanId(row?.current_plan);
    },
    /** The subscription a new account starts with. */
    async startFree(now: string): Promise<void> {
      await db
        .insertInto('subscriptions')
        .values({ user_id: userId, current_plan: 'free', updated_at: now })
        .execute();
    },
    /** Sets the plan and, in the same transaction, the tier the user's profile shows. */
    async changePlan(planId: PlanId): Promise<void> {
      const now = new Date().toISOString();
      await db.transaction().execute(async (trx) => {
        await trx
          .insertInto('subscriptions')
          .values({ user_id: userId, current_plan: planId, updated_at: now })
          .onConflict((oc) =>
            oc.column('user_id').doUpdateSet({ current_plan: planId, updated_at: now }),
          )
          .execute();
        await setSubscriptionTier(trx, userId, TIER_OF_PLAN[planId]);
      });
    },
  };
}

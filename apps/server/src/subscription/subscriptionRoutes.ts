import {
  ChangeSubscriptionInputSchema,
  DEFAULT_PLAN_ID,
  PLAN_IDS,
  type PlanId,
  type SubscriptionTier,
} from '@crm/api-client';
import { Hono } from 'hono';
import { requireAuth } from '../auth/requireAuth';
import type { AppDeps, AppEnv } from '../http/AppEnv';
import { readBody } from '../http/readJson';

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

const asPlanId = (value: string | undefined): PlanId =>
  (PLAN_IDS as readonly string[]).includes(value ?? '') ? (value as PlanId) : DEFAULT_PLAN_ID;

/** `/api/subscription`: read the current plan and change it. */
export function subscriptionRoutes({ db }: AppDeps): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  app.use('*', requireAuth(db));

  app.get('/', async (c) => {
    const row = await db
      .selectFrom('subscriptions')
      .select('current_plan')
      .where('user_id', '=', c.var.auth.userId)
      .executeTakeFirst();
    return c.json({ currentPlan: asPlanId(row?.current_plan) });
  });

  app.post('/change', async (c) => {
    const { planId } = await readBody(c, ChangeSubscriptionInputSchema);
    const { userId } = c.var.auth;
    const now = new Date().toISOString();
    await db.transaction().execute(async (trx) => {
      await trx
        .insertInto('subscriptions')
        .values({ user_id: userId, current_plan: planId, updated_at: now })
        .onConflict((oc) =>
          oc.column('user_id').doUpdateSet({ current_plan: planId, updated_at: now }),
        )
        .execute();
      await trx
        .updateTable('users')
        .set({ subscription_tier: TIER_OF_PLAN[planId] })
        .where('id', '=', userId)
        .execute();
    });
    return c.json({ currentPlan: planId });
  });

  return app;
}

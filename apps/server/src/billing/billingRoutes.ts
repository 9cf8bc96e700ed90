import { ChangeSubscriptionInputSchema, planById } from '@crm/api-client';
import { Hono } from 'hono';
import { requireAuth } from '../auth/requireAuth';
import type { AppDeps, AppEnv } from '../http/AppEnv';
import { HttpError } from '../http/HttpError';
import { readBody } from '../http/readJson';
import { subscriptionRepository } from './subscriptionRepository';

export const PAYMENT_REQUIRED_MESSAGE =
  'Upgrading to a paid plan needs a payment, which is not available yet. You can move to Free or a cheaper plan.';

/** `/api/subscription`: read the current plan and change it. */
export function subscriptionRoutes({ db }: AppDeps): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  app.use('*', requireAuth(db));

  app.get('/', async (c) => {
    return c.json(await subscriptionRepository(db, c.var.auth.userId).current());
  });

  app.post('/change', async (c) => {
    const { planId } = await readBody(c, ChangeSubscriptionInputSchema);
    const subscription = subscriptionRepository(db, c.var.auth.userId);
    // No payment exists yet: only a change that costs nothing (free, cheaper, the same) is taken.
    const current = await subscription.currentPlan();
    if (planById(planId).price > planById(current).price) {
      throw new HttpError(402, PAYMENT_REQUIRED_MESSAGE, { field: 'planId' });
    }
    await subscription.changePlan(planId);
    return c.json(await subscription.current());
  });

  return app;
}

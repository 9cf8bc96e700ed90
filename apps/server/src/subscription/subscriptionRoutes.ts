import { ChangeSubscriptionInputSchema } from '@crm/api-client';
import { Hono } from 'hono';
import { requireAuth } from '../auth/requireAuth';
import type { AppDeps, AppEnv } from '../http/AppEnv';
import { readBody } from '../http/readJson';
import { subscriptionRepository } from './subscriptionRepository';

/** `/api/subscription`: read the current plan and change it. */
export function subscriptionRoutes({ db }: AppDeps): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  app.use('*', requireAuth(db));

  app.get('/', async (c) => {
    return c.json({
      currentPlan: await subscriptionRepository(db, c.var.auth.userId).currentPlan(),
    });
  });

  app.post('/change', async (c) => {
    const { planId } = await readBody(c, ChangeSubscriptionInputSchema);
    await subscriptionRepository(db, c.var.auth.userId).changePlan(planId);
    return c.json({ currentPlan: planId });
  });

  return app;
}

import { ChangeSubscriptionInputSchema, planById } from '@crm/api-client';
import { type Context, Hono } from 'hono';
import { requireAuth } from '../auth/requireAuth';
import { contactsRepository } from '../contacts/contactsRepository';
import type { AppDeps, AppEnv } from '../http/AppEnv';
import { HttpError } from '../http/HttpError';
import { readBody } from '../http/readJson';
import { billingRepository } from './billingRepository';
import { recordAudit } from '../audit/recordAudit';

export const PAYMENT_REQUIRED_MESSAGE =
  'Upgrading to a paid plan needs a payment, which is not available yet. You can move to Free or a cheaper plan.';

/** `/api/subscription` (the billing area; the spec's path): read the current plan and change it. */
export function billingRoutes(deps: AppDeps): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  app.use('*', requireAuth(deps));

  /** The plan, its renewal, and the contacts counted against the plan's limit. */
  const answer = async (c: Context<AppEnv>) => ({
    ...(await billingRepository(deps, c.var.scope).current()),
    contactCount: await contactsRepository(deps, c.var.scope).countAll(),
  });

  app.get('/', async (c) => c.json(await answer(c)));

  app.post('/change', async (c) => {
    const { planId } = await readBody(c, ChangeSubscriptionInputSchema);
    const subscription = billingRepository(deps, c.var.scope);
    // No payment exists yet: only a change that costs nothing (free, cheaper, the same) is taken.
    const current = await subscription.currentPlan();
    if (planById(planId).price > planById(current).price) {
      throw new HttpError(402, PAYMENT_REQUIRED_MESSAGE, { field: 'planId' });
    }
    await subscription.changePlan(planId);
    if (planId !== current)
      await recordAudit(
        deps,
        c.var.scope,
        { action: 'subscription.changed', details: { from: current, to: planId } },
        c,
      );
    return c.json(await answer(c));
  });

  return app;
}

import { PLANS, planById, planOfTier } from '@crm/api-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nextBillingDate } from '../src/billing/billingRepository';
import { PAYMENT_REQUIRED_MESSAGE } from '../src/billing/billingRoutes';
import { DEMO_PLAN, seedDemoAccount } from '../src/seed/seedDemoAccount';
import { describeEachDatabase, startTestServer, type TestServer } from './harness';

describe('nextBillingDate', () => {
  const now = new Date('2026-11-24T10:00:00.000Z');
  it('is the first monthly renewal after now, never a past date, and none on the free plan', () => {
    expect(nextBillingDate('free', new Date('2026-01-01T00:00:00Z'), now)).toBeNull();
    expect(nextBillingDate('growth', new Date('2026-10-25T09:00:00Z'), now)?.toISOString()).toBe(
      '2026-11-25T09:00:00.000Z',
    );
    expect(nextBillingDate('pro', new Date('2026-10-24T09:00:00Z'), now)?.toISOString()).toBe(
      '2026-12-24T09:00:00.000Z',
    );
    expect(nextBillingDate('starter', new Date('2023-06-01T00:00:00Z'), now)?.toISOString()).toBe(
      '2026-12-01T00:00:00.000Z',
    );
    // Begun today: the first bill is a month away, not today.
    expect(nextBillingDate('starter', now, now)?.toISOString()).toBe('2026-12-24T10:00:00.000Z');
  });

  it('renews a plan begun on the 31st on the last day of shorter months', () => {
    const since = new Date('2026-01-31T12:00:00Z');
    expect(nextBillingDate('growth', since, new Date('2026-02-10T00:00:00Z'))?.toISOString()).toBe(
      '2026-02-28T12:00:00.000Z',
    );
    expect(nextBillingDate('growth', since, new Date('2026-03-01T00:00:00Z'))?.toISOString()).toBe(
      '2026-03-31T12:00:00.000Z',
    );
  });
});

describeEachDatabase('billing (issue 16)', (database) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ database });
  });
  afterAll(() => server.close());

  const change = (token: string, planId: string) =>
    server.post('/api/subscription/change', { planId }, { token });
  const current = async (token: string) =>
    (await server.get('/api/subscription', { token })).body.currentPlan;

  it('answers 402 with a message to a paid upgrade and changes nothing', async () => {
    const u = await server.registerUser();
    for (const planId of ['starter', 'growth', 'pro']) {
      const res = await change(u.token, planId);
      expect(res.status).toBe(402);
      expect(res.body.message).toBe(PAYMENT_REQUIRED_MESSAGE);
    }
    expect(await current(u.token)).toBe('free');
    expect((await server.get('/api/auth/me', { token: u.token })).body.user.subscriptionTier).toBe(
      'free',
    );
  });

  it('accepts a move to a cheaper plan, to free, or to the same plan', async () => {
    const u = await server.registerUser();
    await server.db
      .updateTable('billing_subscriptions')
      .set({ current_plan: 'growth' })
      .where('user_id', '=', u.user.id)
      .execute();
    expect((await change(u.token, 'growth')).status).toBe(200);
    expect((await change(u.token, 'pro')).status).toBe(402);
    expect((await change(u.token, 'starter')).status).toBe(200);
    expect(await current(u.token)).toBe('starter');
    expect((await change(u.token, 'free')).status).toBe(200);
    expect(await current(u.token)).toBe('free');
  });

  describe('one plan per user', () => {
    it('names the demo plan the same from the user and from the subscription', async () => {
      const { username, password } = await seedDemoAccount(server);
      const { token } = (await server.post('/api/auth/login', { username, password })).body;
      await server.post(
        '/api/auth/change-password',
        { currentPassword: password, newPassword: 'glacier-Mosaic-71' },
        { token },
      );
      const me = (await server.get('/api/auth/me', { token })).body.user;
      const subscription = (await server.get('/api/subscription', { token })).body;
      expect(subscription.currentPlan).toBe(DEMO_PLAN);
      expect(planOfTier(me.subscriptionTier).name).toBe(planById(DEMO_PLAN).name);
      expect(new Date(subscription.nextBillingDate).getTime()).toBeGreaterThan(Date.now());
    });

    it('follows a plan change in /me, and the free plan has no billing date', async () => {
      const { token, user } = await server.registerUser();
      await server.db
        .updateTable('billing_subscriptions')
        .set({ current_plan: 'pro' })
        .where('user_id', '=', user.id)
        .execute();
      for (const plan of PLANS.map((p) => p.id).reverse()) {
        expect(
          (await server.post('/api/subscription/change', { planId: plan }, { token })).status,
        ).toBe(200);
        const me = (await server.get('/api/auth/me', { token })).body.user;
        expect(planOfTier(me.subscriptionTier).id).toBe(plan);
        const { nextBillingDate: next } = (await server.get('/api/subscription', { token })).body;
        if (plan === 'free') expect(next).toBeNull();
        else expect(new Date(next).getTime()).toBeGreaterThan(Date.now());
      }
    });
  });
});

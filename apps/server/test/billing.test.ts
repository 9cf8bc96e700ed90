import { afterAll, beforeAll, expect, it } from 'vitest';
import { PAYMENT_REQUIRED_MESSAGE } from '../src/subscription/subscriptionRoutes';
import { describeEachDatabase, startTestServer, type TestServer } from './harness';

describeEachDatabase('subscription change without payment (issue 16)', (database) => {
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
      .updateTable('subscriptions')
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
});

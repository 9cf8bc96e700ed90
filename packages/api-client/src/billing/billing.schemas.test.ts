import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { PLANS, planById } from './plans';
import {
  ChangeSubscriptionInputSchema,
  PLAN_IDS,
  PlanSchema,
  SubscriptionSchema,
} from './billing.schemas';

describe('plans', () => {
  it('are the in-app plan constants plus free', () => {
    expect(PLANS.map((p) => [p.id, p.name, p.price])).toEqual([
      ['free', 'Free', 0],
      ['starter', 'Starter', 9],
      ['growth', 'Growth', 29],
      ['pro', 'Professional', 79],
    ]);
    expect(PLANS.filter((p) => p.recommended).map((p) => p.id)).toEqual(['growth']);
    expect(planById('starter').features).toContain('Up to 500 contacts');
    expect(planById('growth').features).toContain('Up to 2,500 contacts');
    expect(planById('pro').features).toContain('Unlimited contacts');
  });
  it('each match the plan schema and every id has one', () => {
    for (const plan of PLANS) expect(v.safeParse(PlanSchema, plan).success).toBe(true);
    expect(PLANS.map((p) => p.id)).toEqual([...PLAN_IDS]);
  });
});

describe('subscription', () => {
  it('accepts a known plan id and rejects others with a message', () => {
    expect(v.parse(ChangeSubscriptionInputSchema, { planId: 'growth' })).toEqual({
      planId: 'growth',
    });
    const result = v.safeParse(ChangeSubscriptionInputSchema, { planId: 'gold' });
    expect(result.success).toBe(false);
    expect(result.issues?.[0]?.message).toBe('Plan must be one of free, starter, growth, pro');
    const missing = v.safeParse(ChangeSubscriptionInputSchema, {});
    expect(missing.issues?.[0]?.message).toBe('Plan must be one of free, starter, growth, pro');
  });
  it('reads { currentPlan, nextBillingDate }, a missing date as none', () => {
    expect(v.parse(SubscriptionSchema, { currentPlan: 'free' })).toEqual({
      currentPlan: 'free',
      nextBillingDate: null,
      contactCount: null,
    });
    const paid = { currentPlan: 'growth', nextBillingDate: '2026-12-24T09:00:00.000Z' };
    expect(v.parse(SubscriptionSchema, paid)).toEqual({ ...paid, contactCount: null });
    expect(v.parse(SubscriptionSchema, { ...paid, contactCount: 42 }).contactCount).toBe(42);
    expect(
      v.safeParse(SubscriptionSchema, { ...paid, nextBillingDate: 'June 1, 2023' }).success,
    ).toBe(false);
  });
});

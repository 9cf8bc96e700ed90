import { PLANS } from '@crm/api-client';
import { expect } from 'storybook/test';

/**
 * Asserts that `root` shows exactly the plans of the one definition (`PLANS` of @crm/api-client),
 * in order, each with its name, monthly price, contact limit and every feature. The landing page's
 * and Billing's stories both call it, so the two show the same plans and prices (issue 24 §3).
 */
export async function expectEveryPlan(root: HTMLElement): Promise<void> {
  const cards = [...root.querySelectorAll<HTMLElement>('[data-plan]')];
  await expect(cards.map((card) => card.dataset.plan)).toEqual(PLANS.map((plan) => plan.id));
  for (const [i, plan] of PLANS.entries()) {
    const text = cards[i]!.textContent ?? '';
    await expect(text).toContain(plan.name);
    await expect(text).toContain(`$${plan.price} per month`);
    for (const feature of plan.features) await expect(text).toContain(feature);
    await expect(text.includes('Recommended')).toBe(plan.recommended);
  }
  await expect(root.textContent).not.toMatch(
    /Mobile App|1,000 contacts|10,000 contacts|\$29 per month per user/,
  );
}

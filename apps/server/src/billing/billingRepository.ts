import { DEFAULT_PLAN_ID, PLAN_IDS, type PlanId } from '@crm/api-client';
import { toIso } from '../db/columnTypes';
import type { Db } from '../db/Db';
import { OWNER, ownedBy, type Scope } from '../db/scope';

/** A stored plan name the contract no longer knows reads as the default plan. */
const toPlanId = (value: string | undefined): PlanId =>
  (PLAN_IDS as readonly string[]).includes(value ?? '') ? (value as PlanId) : DEFAULT_PLAN_ID;

/**
 * The first monthly renewal of a plan begun at `since` that is later than `now`; null for the
 * free plan. A plan begun on the 31st renews on the last day of shorter months.
 */
export function nextBillingDate(plan: PlanId, since: Date, now: Date = new Date()): Date | null {
  if (plan === 'free') return null;
  const renewal = (months: number) => {
    const year = since.getUTCFullYear();
    const month = since.getUTCMonth() + months;
    const lastDay = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
    const date = new Date(since);
    date.setUTCFullYear(year, month, Math.min(since.getUTCDate(), lastDay));
    return date;
  };
  const elapsed =
    (now.getUTCFullYear() - since.getUTCFullYear()) * 12 + now.getUTCMonth() - since.getUTCMonth();
  let months = Math.max(1, elapsed);
  while (renewal(months) <= now) months += 1;
  return renewal(months);
}

/**
 * The `billing_subscriptions` table for one scope: the one place an owner's plan is stored (the
 * user's `subscriptionTier` is derived from it through `TIER_OF_PLAN`). `db` may be a transaction
 * (registration creates the account and its subscription in one).
 */
export function billingRepository({ db, dialect }: Db, scope: Scope) {
  const read = () =>
    db
      .selectFrom('billing_subscriptions')
      .select(['current_plan', 'updated_at'])
      .where(OWNER, '=', scope.ownerId)
      .executeTakeFirst();
  return {
    async currentPlan(): Promise<PlanId> {
      return toPlanId((await read())?.current_plan);
    },
    /**
     * The current plan, with the subscription row locked on PostgreSQL until the transaction `db`
     * is in ends: creates that check the plan's contact limit take turns per account, so two at
     * once cannot both take the last place. (SQLite has one writer: they take turns anyway.)
     */
    async lockPlan(): Promise<PlanId> {
      const query = db
        .selectFrom('billing_subscriptions')
        .select('current_plan')
        .where(OWNER, '=', scope.ownerId);
      const row = await (dialect === 'postgres' ? query.forUpdate() : query).executeTakeFirst();
      return toPlanId(row?.current_plan);
    },
    /** The plan and its next renewal, as `GET /api/subscription` answers. */
    async current(): Promise<{ currentPlan: PlanId; nextBillingDate: string | null }> {
      const row = await read();
      const currentPlan = toPlanId(row?.current_plan);
      const since = row ? new Date(toIso(row.updated_at)) : new Date();
      return {
        currentPlan,
        nextBillingDate: nextBillingDate(currentPlan, since)?.toISOString() ?? null,
      };
    },
    /** The subscription a new account starts with. */
    async startFree(now: string): Promise<void> {
      await db
        .insertInto('billing_subscriptions')
        .values({ ...ownedBy(scope), current_plan: 'free', updated_at: now })
        .execute();
    },
    /** Sets the plan; its start (the renewal day) moves only when the plan really changes. */
    async changePlan(planId: PlanId): Promise<void> {
      const now = new Date().toISOString();
      await db
        .insertInto('billing_subscriptions')
        .values({ ...ownedBy(scope), current_plan: planId, updated_at: now })
        .onConflict((oc) =>
          oc
            .column(OWNER)
            .doUpdateSet({ current_plan: planId, updated_at: now })
            .where('billing_subscriptions.current_plan', '!=', planId),
        )
        .execute();
    },
  };
}

import { contactLimitMessage, planById, PLAN_LIMIT_STATUS, type Plan } from '@crm/api-client';
import { contactsRepository } from '../contacts/contactsRepository';
import type { Db } from '../db/Db';
import type { Scope } from '../db/scope';
import { HttpError } from '../http/HttpError';
import { billingRepository } from './billingRepository';

/**
 * Checks, inside the transaction `trx` that will create one contact, that the scope's plan has room
 * for it; answers 402 naming the plan, its limit and the Billing page otherwise. On PostgreSQL the
 * plan's row stays locked until the transaction ends, so concurrent creates take turns.
 */
export async function checkRoomForContact(trx: Db, scope: Scope): Promise<void> {
  const plan = planById(await billingRepository(trx, scope).lockPlan());
  if (plan.contactLimit === null) return;
  const count = await contactsRepository(trx, scope).countAll();
  if (count >= plan.contactLimit) {
    throw new HttpError(PLAN_LIMIT_STATUS, contactLimitMessage(plan, count));
  }
}

/**
 * Room for a contact without holding the plan's row (PostgreSQL): `hasRoomForContact` before the
 * create, which may be overtaken, then `confirmRoomForCreated` as the transaction's last statement
 * before its commit, which locks the row only for that count and the commit. Creates that check
 * the plan first and those that check it last still take turns on the row, and each one's count
 * sees every contact committed before it. True when there is room.
 */
export async function hasRoomForContact(db: Db, scope: Scope): Promise<boolean> {
  const plan = planById(await billingRepository(db, scope).currentPlan());
  return (
    plan.contactLimit === null ||
    (await contactsRepository(db, scope).countAll()) < plan.contactLimit
  );
}

/** The contact `trx` created still fits the plan (it is counted): 402 naming the plan otherwise. */
export async function confirmRoomForCreated(trx: Db, scope: Scope): Promise<void> {
  const plan = planById(await billingRepository(trx, scope).lockPlan());
  if (plan.contactLimit === null) return;
  const count = await contactsRepository(trx, scope).countAll();
  if (count > plan.contactLimit) {
    throw new HttpError(PLAN_LIMIT_STATUS, contactLimitMessage(plan, count - 1));
  }
}

/** The plan an import is checked against (its limit is checked inside the import's transaction). */
export async function importPlan(db: Db, scope: Scope): Promise<Plan> {
  return planById(await billingRepository(db, scope).currentPlan());
}

import { TIER_OF_PLAN, type PlanId, type User } from '@crm/api-client';
import type { Selectable } from 'kysely';
import type { UsersTable } from '../db/schema';
import { toIso } from '../db/schema';

/**
 * The user as the API shows it: never the hash or internal flags. The tier comes from the plan
 * the subscription stores (its one source), not from the users row's legacy column.
 */
export function toUser(row: Selectable<UsersTable>, plan: PlanId): User {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    username: row.username,
    subscriptionTier: TIER_OF_PLAN[plan],
    createdAt: toIso(row.created_at),
  };
}

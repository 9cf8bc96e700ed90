import { toSubscriptionTier, type SubscriptionTier, type User } from '@crm/api-client';
import type { Kysely, Selectable } from 'kysely';
import type { Database, UsersTable } from '../db/schema';
import { toIso } from '../db/schema';

/** The user as the API shows it: never the hash or internal flags. */
export function toUser(row: Selectable<UsersTable>): User {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    username: row.username,
    subscriptionTier: toSubscriptionTier(row.subscription_tier),
    createdAt: toIso(row.created_at),
  };
}

/** The tier the profile shows; the subscription area sets it when the plan changes. */
export async function setSubscriptionTier(
  db: Kysely<Database>,
  userId: number,
  tier: SubscriptionTier,
): Promise<void> {
  await db.updateTable('users').set({ subscription_tier: tier }).where('id', '=', userId).execute();
}

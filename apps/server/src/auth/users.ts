import { toSubscriptionTier, type User } from '@crm/api-client';
import type { Selectable } from 'kysely';
import type { UsersTable } from '../db/schema';
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

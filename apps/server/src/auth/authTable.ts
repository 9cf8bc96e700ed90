import type { ColumnType, Generated } from 'kysely';
import type { Bool, NullableTimestamp, Timestamp } from '../db/columnTypes';

/** The accounts. Not owned by a scope: a user is who signs in (issue 33 adds workspaces beside). */
export interface UsersTable {
  id: Generated<number>;
  username: string;
  email: string;
  name: string;
  password_hash: string;
  subscription_tier: string;
  requires_password_change: Bool;
  /** When a temporary password stops working (migration 013); null for one the user chose. */
  temporary_password_expires_at: NullableTimestamp;
  created_at: Timestamp;
}

export interface SessionsTable {
  id: Generated<number>;
  user_id: number;
  token_hash: string;
  expires_at: Timestamp;
  created_at: Timestamp;
  /** Written at most once a minute; null only before the first use was recorded. */
  last_used_at: Timestamp | null;
}

export interface LoginFailuresTable {
  id: Generated<number>;
  throttle_key: string;
  failed_at: Timestamp;
  /** 1 while the attempt's password is being checked; 0 once it failed. */
  pending: ColumnType<number, number | undefined, number>;
}

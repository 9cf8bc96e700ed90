import type { ColumnType, Generated } from 'kysely';
import type { NullableTimestamp, Timestamp } from '../db/columnTypes';
import type { Owned } from '../db/scope';

/** Migration 033: an API key of an owner (issue 33 §2), stored as its hash only. */
export interface ApiKeysTable extends Owned {
  id: Generated<number>;
  name: string;
  /** `crm_` and the key's 8-character public part: shown in lists, not secret. */
  prefix: string;
  /** SHA-256 of the whole key, hex. */
  hash: string;
  /** The scopes as a JSON array of `ApiKeyScope`. */
  scopes: string;
  expires_at: NullableTimestamp;
  last_used_at: NullableTimestamp;
  /** The user who made it: requests with the key act as them. */
  created_by: number;
  created_at: Timestamp;
  revoked_at: NullableTimestamp;
  /** Start (ms) of the fixed window `rate_hits` counts requests in. */
  rate_window_start: ColumnType<number | string, number | undefined, number>;
  rate_hits: ColumnType<number, number | undefined, number>;
}

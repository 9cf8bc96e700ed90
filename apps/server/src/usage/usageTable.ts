import type { Generated } from 'kysely';
import type { Timestamp } from '../db/columnTypes';
import type { Owned } from '../db/scope';

/** One use of a limited action by an account (a test send, a Compose Email, an upload, ...). */
export interface UsageEventsTable extends Owned {
  id: Generated<number>;
  kind: string;
  created_at: Timestamp;
}

import type { Timestamp } from '../db/columnTypes';
import type { Owned } from '../db/scope';

/** One row per owner: the sender identity its mail goes out with (null: the server's default). */
export interface SettingsTable extends Owned {
  from_name: string | null;
  from_email: string | null;
  reply_to: string | null;
  postal_address: string | null;
  /** The day (YYYY-MM-DD, UTC) its domain's warm-up began; null: none (migration 021). */
  warmup_started_on: string | null;
  updated_at: Timestamp;
}

import type { Timestamp } from '../db/columnTypes';
import type { Owned } from '../db/scope';

/** One plan per owner (`subscriptions` until migration 015). */
export interface BillingSubscriptionsTable extends Owned {
  current_plan: string;
  updated_at: Timestamp;
}

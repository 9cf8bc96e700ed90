import type { Timestamp } from '../db/columnTypes';
import type { Owned } from '../db/scope';

/** Why an address may not be mailed or imported as a subscriber again. */
export const SUPPRESSION_REASONS = ['unsubscribed', 'hard_bounce', 'complaint', 'erased'] as const;
export type SuppressionReason = (typeof SUPPRESSION_REASONS)[number];

/**
 * Migration 026: an account's suppression list (issue 28 §3). Only a one-way hash of the address
 * (`addressHash`), so an erased person leaves nothing readable behind; one row per owner and hash.
 */
export interface SuppressionsTable extends Owned {
  address_hash: string;
  reason: SuppressionReason;
  created_at: Timestamp;
}

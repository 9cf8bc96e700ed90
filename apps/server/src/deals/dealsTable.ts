import type { Generated } from 'kysely';
import type { Timestamp } from '../db/columnTypes';
import type { Owned } from '../db/scope';

/** Migration 031: a stage of the owner's pipeline; names are unique per owner, any case. */
export interface DealsStagesTable extends Owned {
  id: Generated<number>;
  name: string;
  /** Left to right, 0 first. */
  position: number;
}

/** Migration 031: a deal, in one stage, ordered there by `position`. */
export interface DealsTable extends Owned {
  id: Generated<number>;
  name: string;
  value_cents: number;
  currency: string;
  stage_id: number;
  position: number;
  /** `YYYY-MM-DD`. */
  expected_close: string | null;
  status: string;
  lost_reason: string | null;
  /** Migration 035: the company involved; null when none (or it was deleted). */
  company_id: number | null;
  /** Migration 036: the member who owns it; null when that member is gone. */
  owner_id: number | null;
  /** Migration 036: when it was won or lost; null while open. */
  closed_at: Timestamp | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

/** Migration 031: the contacts on a deal. */
export interface DealsContactsTable {
  deal_id: number;
  contact_id: number;
}

/** Migration 031: a deal's stage change or closing, on one of its contacts' timelines. */
export interface DealsEventsTable extends Owned {
  id: Generated<number>;
  contact_id: number;
  deal_id: number | null;
  deal_name: string;
  /** `stage` or `status`. */
  kind: string;
  from_stage: string | null;
  to_stage: string | null;
  status: string | null;
  reason: string | null;
  created_at: Timestamp;
}

/**
 * Migration 039: a stage's deals of one status and currency, counted and summed (kept by
 * triggers; no row when there are none).
 */
export interface DealsStageTotalsTable extends Owned {
  stage_id: number;
  status: string;
  currency: string;
  deals: number;
  value_cents: number;
}

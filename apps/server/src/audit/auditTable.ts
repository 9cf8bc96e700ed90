import type { Generated } from 'kysely';
import type { Timestamp } from '../db/columnTypes';
import type { Owned } from '../db/scope';

/** Migration 034: one event of an owner's audit log. */
export interface AuditEventsTable extends Owned {
  id: Generated<number>;
  /** The user who acted; null when none is known. Not a reference: events outlive members. */
  actor_id: number | null;
  /** The actor as they were then (their email, or "API key <name>"). */
  actor_label: string;
  /** One of the contract's `AUDIT_ACTIONS`. */
  action: string;
  target_type: string | null;
  target_id: string | null;
  target_label: string | null;
  /** A small JSON object (`AuditDetails`). */
  details: Generated<string>;
  ip: string | null;
  user_agent: string | null;
  created_at: Timestamp;
}

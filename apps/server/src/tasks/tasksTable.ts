import type { Generated } from 'kysely';
import type { NullableTimestamp, Timestamp } from '../db/columnTypes';
import type { Owned } from '../db/scope';

/** Migration 029: a task, on a contact or on its own; 037: or on a company or a deal (one at most). */
export interface TasksTable extends Owned {
  id: Generated<number>;
  contact_id: number | null;
  company_id: number | null;
  deal_id: number | null;
  title: string;
  due_at: NullableTimestamp;
  /** Null while the task is open. */
  completed_at: NullableTimestamp;
  created_at: Timestamp;
  updated_at: Timestamp;
}

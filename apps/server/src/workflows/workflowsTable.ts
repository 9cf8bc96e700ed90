import type { Generated } from 'kysely';
import type { Bool, Timestamp } from '../db/columnTypes';
import type { Owned } from '../db/scope';

/** The Automation screen's workflows (`automation_workflows` until migration 015). */
export interface WorkflowsTable extends Owned {
  id: Generated<number>;
  name: string;
  description: string | null;
  trigger: string;
  is_active: Bool;
  /** JSON string of a list. */
  steps: string;
  created_at: Timestamp;
}

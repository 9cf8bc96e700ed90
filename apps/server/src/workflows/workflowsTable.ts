import type { ColumnType, Generated } from 'kysely';
import type { Bool, NullableTimestamp, Timestamp } from '../db/columnTypes';
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
  /** Migration 023: a test copy's workflow ("Test with a contact"); null for the user's workflows. */
  test_of: ColumnType<number | null, number | null | undefined, number | null>;
}

/** Where a contact is in a workflow (see workflowsRunsTable's `status`). */
export const RUN_STATES = [
  'entering',
  'active',
  'paused',
  'completed',
  'exited',
  'failed',
] as const;
export type RunState = (typeof RUN_STATES)[number];

/**
 * Migration 019: one row per contact in a workflow; since 022 one per entry (a contact may enter
 * again), at most one of them unfinished (`finished_at` null). `entering` is no longer written (an
 * enrolment makes its rows `active` at once); `active` while the contact is at a step or waiting
 * (`next_due`); `paused` while held by an inactive workflow (`whenInactive: 'pause'`); then `completed`, `exited` (an exit step; an edit that removes its step moves it on instead), or
 * `failed` (stopped at `step_id` with `error`, until a retry).
 */
export interface WorkflowsRunsTable extends Owned {
  id: Generated<number>;
  workflow_id: number;
  contact_id: number;
  status: RunState;
  /** The step the contact is at; null before the first. */
  step_id: string | null;
  next_due: NullableTimestamp;
  error: string | null;
  entered_at: Timestamp;
  updated_at: Timestamp;
  finished_at: NullableTimestamp;
}

/**
 * What a step did for a contact: its figures, and the record that its email went out. An email
 * step's `sent` becomes `opened` at its first open and `clicked` at its first click (a click
 * counts as an open), as a campaign's recipient row keeps its first open and click.
 */
export const STEP_OUTCOMES = ['sent', 'opened', 'clicked', 'skipped', 'done', 'yes', 'no'] as const;
export type StepOutcome = (typeof STEP_OUTCOMES)[number];

/** Migration 019: one row per step a contact went past (primary key run and step). */
export interface WorkflowsRunStepsTable {
  run_id: number;
  step_id: string;
  workflow_id: number;
  outcome: StepOutcome;
  at: Timestamp;
}

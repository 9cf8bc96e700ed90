import type { ColumnType, Generated } from 'kysely';
import type { NullableTimestamp, Timestamp } from '../db/columnTypes';
import type { OwnerColumn } from '../db/scope';

/** Where a job is: waiting (due now or later, maybe leased), finished, or stopped for a person. */
export const JOB_STATES = ['queued', 'done', 'parked', 'cancelled'] as const;
export type JobState = (typeof JOB_STATES)[number];

/**
 * Migration 016: one row per piece of background work of any kind (see jobs/README.md). The due
 * time, the lease and the attempt count drive the workers; progress, checkpoint and result let a
 * long job resume after a restart and report when it ends.
 */
export type JobsTable = {
  /** The owner the job works for; null for the server's own jobs (purges). */
  [K in OwnerColumn]: number | null;
} & {
  id: Generated<number>;
  kind: string;
  /** JSON: what the kind's handler needs. */
  payload: string;
  state: ColumnType<JobState, JobState | undefined, JobState>;
  /** When the job is next due. */
  run_at: Timestamp;
  /** Claims so far (a claim counts as an attempt; a checkpointed step starts the count again). */
  attempts: Generated<number>;
  claimed_by: string | null;
  claimed_until: NullableTimestamp;
  /** Unique per kind when set: enqueueing the same key again returns the first job. */
  idempotency_key: string | null;
  progress_done: Generated<number>;
  progress_total: ColumnType<number | null, number | null | undefined, number | null>;
  /** JSON the handler saved to resume from (a long job's position). */
  checkpoint: ColumnType<string | null, string | null | undefined, string | null>;
  /** JSON the handler returned when it finished (the final report). */
  result: ColumnType<string | null, string | null | undefined, string | null>;
  /** The last failure, readable: why a job was retried or parked. */
  error: ColumnType<string | null, string | null | undefined, string | null>;
  created_at: Timestamp;
  updated_at: Timestamp;
  finished_at: NullableTimestamp;
};

import type { Db } from '../db/Db';
import type { Scope } from '../db/scope';

/**
 * A kind of job: what one row of the `jobs` table means and how a worker runs it. Each area
 * defines its kinds beside its code (`campaigns/campaignsJobs.ts`) and main.ts hands them all to
 * `startJobWorkers`. See jobs/README.md.
 */
export interface JobKind<Payload = unknown, Checkpoint = unknown> {
  /** `<area>.<what>`, unique: it is stored in every row of the kind. */
  readonly name: string;
  /** Reads a stored payload back (it is JSON in the table). A throw parks the job. */
  payload(value: unknown): Payload;
  /**
   * Does the work. Return nothing (or `jobDone(report)`) when it is finished, `jobContinues(...)`
   * when a long job has done a step and takes its turn again later; throw to fail the attempt
   * (retried after `retryDelaysMs`, then parked), or throw `JobFailure` to park it at once.
   */
  run(job: RunningJob<Payload, Checkpoint>): Promise<JobOutcome<Checkpoint> | void>;
  /**
   * Runs a claimed batch of this kind's jobs together, where a kind can do their work set-based
   * (a workflow's email step for many contacts: one read of each table, one send pass, one
   * commit). Resolves to each job's outcome, in the order given, as `run` would return it: a
   * promise each, so a job is recorded as soon as it ends, and a rejection fails that job alone.
   * Without it each job of the batch goes through `run` on its own.
   */
  runBatch?(
    jobs: RunningJob<Payload, Checkpoint>[],
    batch: JobBatch<Payload, Checkpoint>,
  ): Promise<Promise<JobOutcome<Checkpoint> | void>[]>;
  /**
   * Waits before each retry of a failed attempt; when they run out the job is parked.
   * @default DEFAULT_RETRY_DELAYS_MS
   */
  readonly retryDelaysMs?: readonly number[];
}

/** Five retries over about seven hours. */
export const DEFAULT_RETRY_DELAYS_MS: readonly number[] = [10, 60, 600, 3600, 6 * 3600].map(
  (s) => s * 1000,
);

/** One claimed job as its kind's `run` gets it. */
export interface RunningJob<Payload, Checkpoint> {
  id: number;
  /** Whose work it is (null: the server's own). Hand it to the repositories the job uses. */
  scope: Scope | null;
  payload: Payload;
  /** 1 on the first try of this step, 2 on its first retry, ... */
  attempt: number;
  /** Where the last step stopped (`jobContinues` or `saveStep`); undefined on the first run. */
  checkpoint: Checkpoint | undefined;
  progress: { done: number; total: number | null };
  /** The layer's clock: use it rather than `new Date()`, so tests can move time. */
  now(): Date;
  /** The database, for the repositories the job calls. */
  db: Db;
  /**
   * Saves progress mid-step (a restart resumes from `checkpoint`). With `work`, the step's writes
   * and the progress commit together, so a crash leaves both or neither. Throws `JobLeaseLost` when
   * another worker has taken the job over (this one was too slow): stop then.
   */
  saveStep(step: JobStepInput<Checkpoint>, work?: (trx: Db) => Promise<void>): Promise<void>;
}

/** What a kind's `runBatch` gets besides its jobs. */
export interface JobBatch<Payload, Checkpoint> {
  /**
   * `saveStep` for many jobs in one transaction: `work` gets the jobs this worker still holds
   * (one whose lease ran out is left out, and settles as lost), and their writes and progress
   * commit together. Resolves to the jobs saved.
   */
  saveSteps(
    jobs: RunningJob<Payload, Checkpoint>[],
    step: (job: RunningJob<Payload, Checkpoint>) => JobStepInput<Checkpoint>,
    work: (trx: Db, held: RunningJob<Payload, Checkpoint>[]) => Promise<void>,
    /**
     * Ends the saved jobs' turn in the same statement: back in the queue, due at this time, as
     * `jobContinues` would put them. Their `runBatch` outcome is then `jobRecorded()`.
     */
    continueAt?: Date,
  ): Promise<RunningJob<Payload, Checkpoint>[]>;
}

export interface JobStepInput<Checkpoint> {
  checkpoint: Checkpoint;
  done: number;
  total?: number | null;
}

export type JobOutcome<Checkpoint> =
  | { kind: 'done'; report: unknown }
  | { kind: 'continue'; step: JobStepInput<Checkpoint>; runAt: Date | undefined }
  | { kind: 'recorded' };

/** Finished; `report` is kept as the job's result (a bulk action's final figures). */
export function jobDone(report?: unknown): JobOutcome<never> {
  return { kind: 'done', report };
}

/**
 * A step is done: save `step` and run again at `runAt` (default: at once, after other owners' turns).
 * How a long job stays fair and resumable, and how a job waits (a workflow's delay).
 */
export function jobContinues<Checkpoint>(
  step: JobStepInput<Checkpoint>,
  runAt?: Date,
): JobOutcome<Checkpoint> {
  return { kind: 'continue', step, runAt };
}

/** The job's end is in the database already (`JobBatch.saveSteps` with `continueAt`). */
export function jobRecorded(): JobOutcome<never> {
  return { kind: 'recorded' };
}

/** A failure retrying cannot fix (a deleted template, a bad payload): the job is parked at once. */
export class JobFailure extends Error {}

/** Another worker took the job over after this one's lease ran out. */
export class JobLeaseLost extends Error {
  constructor(id: number) {
    super(`Job ${id} was taken over by another worker`);
  }
}

/** Any kind, whatever its payload and checkpoint (a list of kinds to run). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyJobKind = JobKind<any, any>;

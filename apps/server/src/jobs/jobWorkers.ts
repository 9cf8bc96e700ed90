import { randomUUID } from 'node:crypto';
import { inTransaction, whenCommitted, type Db } from '../db/Db';
import { OWNER, ownerScope } from '../db/scope';
import { systemClock, type Clock } from './clock';
import {
  DEFAULT_RETRY_DELAYS_MS,
  JobFailure,
  JobLeaseLost,
  type AnyJobKind,
  type JobBatch,
  type JobKind,
  type JobOutcome,
  type RunningJob,
} from './jobKinds';
import {
  jobCheckpoint,
  jobPayload,
  jobsRepository,
  type JobRow,
  type NewJob,
} from './jobsRepository';
import { startWorkerPool, wakeWorkers, type Group, type WorkerPool } from './workerPool';

/** The queue name the jobs table's pools answer to (`wakeWorkers('jobs')`). */
export const JOBS_QUEUE = 'jobs';

export interface JobWorkersOptions {
  db: Db;
  /** Every kind this process runs; jobs of other kinds wait for a process that knows them. */
  kinds: readonly AnyJobKind[];
  /** @default systemClock */
  clock?: Clock;
  /** @default 4 */
  workers?: number;
  /** Jobs per claim, run side by side. @default 5 */
  batchSize?: number;
  /** @default 60_000 */
  leaseMs?: number;
  /** @default 1000 */
  pollIntervalMs?: number;
  /** PostgreSQL LISTEN on the jobs channel (see DatabaseHandle.listen). */
  listen?: (wake: () => void) => Promise<() => Promise<void>>;
}

/**
 * Queues a job and wakes the workers once it is committed (at once, or after the caller's
 * transaction: enqueue in the same transaction as the write that makes the work necessary, and a
 * crash can lose neither). The same `key` of the same kind queues nothing new: the first job's id
 * comes back with `created: false`.
 */
export async function enqueueJob(
  db: Db,
  job: NewJob,
  clock: Clock = systemClock,
): Promise<{ id: number; created: boolean }> {
  const queued = await jobsRepository(db).enqueue(job, clock.now());
  if (queued.created) whenCommitted(db, () => wakeWorkers(JOBS_QUEUE));
  return queued;
}

/**
 * The jobs table's workers in this process, on the one worker pool: owners take turns, each claim
 * a batch of one owner's due jobs run side by side, each job's end recorded as done, retried with
 * backoff, parked with its error, or continued later (a long job's next step).
 */
export function startJobWorkers(options: JobWorkersOptions): WorkerPool {
  const { db } = options;
  const clock = options.clock ?? systemClock;
  const jobs = jobsRepository(db);
  const kinds = new Map(options.kinds.map((k) => [k.name, k as unknown as JobKind]));
  const names = [...kinds.keys()];
  const workerId = randomUUID();

  /** A claimed row as its kind's `run` gets it; throws JobFailure when its payload does not read. */
  function runningJob(row: JobRow, kind: JobKind): RunningJob<unknown, unknown> {
    const now = () => clock.now();
    const job: RunningJob<unknown, unknown> = {
      id: row.id,
      scope: row[OWNER] === null ? null : ownerScope(row[OWNER]),
      payload: undefined,
      attempt: Number(row.attempts),
      checkpoint: jobCheckpoint(row),
      progress: {
        done: Number(row.progress_done),
        total: row.progress_total === null ? null : Number(row.progress_total),
      },
      now,
      db,
      async saveStep(step, work) {
        await inTransaction(db, async (trx) => {
          await work?.(trx);
          // Not ours any more: the step's writes roll back with it.
          if (!(await jobsRepository(trx).saveStep(row.id, workerId, step, now())))
            throw new JobLeaseLost(row.id);
        });
        job.checkpoint = step.checkpoint;
        job.progress = { done: step.done, total: step.total ?? job.progress.total };
      },
    };
    try {
      job.payload = kind.payload(jobPayload(row));
    } catch (error) {
      throw new JobFailure(`The job's payload is not valid: ${message(error)}`);
    }
    return job;
  }

  const batch: JobBatch<unknown, unknown> = {
    async saveSteps(list, step, work, continueAt) {
      const steps = new Map(list.map((job) => [job, step(job)]));
      let held: RunningJob<unknown, unknown>[] = [];
      await inTransaction(db, async (trx) => {
        const saved = await jobsRepository(trx).saveSteps(
          workerId,
          [...steps].map(([job, s]) => ({ id: job.id, step: s })),
          clock.now(),
          continueAt,
        );
        held = list.filter((job) => saved.has(job.id));
        await work(trx, held);
      });
      if (continueAt && held.length > 0 && continueAt <= clock.now()) wakeWorkers(JOBS_QUEUE);
      for (const job of held) {
        const s = steps.get(job)!;
        job.checkpoint = s.checkpoint;
        job.progress = { done: s.done, total: s.total ?? job.progress.total };
      }
      return held;
    },
  };

  /** Records how a job's attempt ended: done, continued later, retried with backoff, or parked. */
  async function finish(
    row: JobRow,
    kind: JobKind,
    settled: PromiseSettledResult<JobOutcome<unknown> | void>,
  ): Promise<void> {
    const now = () => clock.now();
    if (settled.status === 'rejected') {
      const error: unknown = settled.reason;
      if (error instanceof JobLeaseLost) return;
      const delays = kind.retryDelaysMs ?? DEFAULT_RETRY_DELAYS_MS;
      const delay = error instanceof JobFailure ? undefined : delays[Number(row.attempts) - 1];
      if (delay === undefined) await jobs.park(row.id, workerId, message(error), now());
      else {
        await jobs.retry(
          row.id,
          workerId,
          message(error),
          new Date(now().getTime() + delay),
          now(),
        );
        // Due again at once: wake the workers as a continuing job does. Without it, the due owners
        // another worker read while this job was leased (none) were trusted, and every worker
        // waited for the poll (a PostgreSQL CI run waited past the test's 15 s).
        if (delay <= 0) wakeWorkers(JOBS_QUEUE);
      }
      return;
    }
    const outcome = settled.value;
    if (outcome && outcome.kind === 'recorded') return;
    if (outcome && outcome.kind === 'continue') {
      await jobs.continueAt(row.id, workerId, outcome.step, outcome.runAt ?? now(), now());
      // Due again at once: let this process's workers (and the fair turn) pick it up.
      if (!outcome.runAt || outcome.runAt <= now()) wakeWorkers(JOBS_QUEUE);
      return;
    }
    await jobs.complete(row.id, workerId, outcome?.report, now());
  }

  /** A claimed batch: each kind's jobs together where the kind runs batches, else one by one. */
  async function runRows(rows: JobRow[]): Promise<void> {
    const byKind = new Map<JobKind, JobRow[]>();
    for (const row of rows) {
      const kind = kinds.get(row.kind)!;
      byKind.set(kind, [...(byKind.get(kind) ?? []), row]);
    }
    await Promise.all(
      [...byKind].map(async ([kind, list]) => {
        const ready: { row: JobRow; job: RunningJob<unknown, unknown> }[] = [];
        const settle = (row: JobRow, settled: PromiseSettledResult<JobOutcome<unknown> | void>) =>
          finish(row, kind, settled).catch(reportError);
        const finishing: Promise<void>[] = [];
        for (const row of list) {
          try {
            ready.push({ row, job: runningJob(row, kind) });
          } catch (reason) {
            finishing.push(settle(row, { status: 'rejected', reason }));
          }
        }
        const runs =
          kind.runBatch && ready.length > 1
            ? await kind
                .runBatch(
                  ready.map((r) => r.job),
                  batch,
                )
                .catch((error: unknown) => ready.map(() => Promise.reject(error as Error)))
            : ready.map(async ({ job }) => kind.run(job));
        ready.forEach(({ row }, i) =>
          finishing.push(
            runs[i]!.then(
              (value) => settle(row, { status: 'fulfilled', value }),
              (reason: unknown) => settle(row, { status: 'rejected', reason }),
            ),
          ),
        );
        await Promise.all(finishing);
      }),
    );
  }

  const pool = startWorkerPool<Group, JobRow[]>(
    {
      name: JOBS_QUEUE,
      dueGroups: (now) => jobs.dueOwners(names, now),
      async claim(group, claim) {
        const rows = await jobs.claim(group.ownerId, names, claim);
        return rows.length > 0 ? rows : undefined;
      },
      idsOf: (rows) => rows.map((r) => r.id),
      run: runRows,
      renew: (worker, ids, until) => jobs.renew(worker, ids, until),
      release: (worker, ids) => jobs.release(worker, ids),
      releaseAll: () => jobs.releaseAll(),
    },
    {
      workers: options.workers ?? 4,
      batchSize: options.batchSize ?? 5,
      leaseMs: options.leaseMs ?? 60_000,
      pollIntervalMs: options.pollIntervalMs ?? 1000,
      releaseLeasesAtStart: db.dialect === 'sqlite',
      clock,
      workerId,
      listen: options.listen,
    },
  );
  return pool;
}

function message(error: unknown): string {
  const text = error instanceof Error ? error.message : String(error);
  return text.slice(0, 1000) || 'Unknown error';
}

function reportError(error: unknown) {
  console.error('jobs:', error);
}

import type { Db } from '../db/Db';
import type { Clock } from './clock';
import { jobDone, type JobKind, type RunningJob } from './jobKinds';
import { enqueueJob } from './jobWorkers';

export interface RecurringJob {
  kind: JobKind<null>;
  /** Queues this period's run (idempotent: every process may call it at start). */
  schedule(db: Db, clock: Clock): Promise<unknown>;
}

/**
 * Server work that repeats every `everyMs` (purges): one job per period, whichever process runs
 * it, keyed by the period so that every process starting up, and every run queueing the next,
 * agree on one row. A run queues the next period's before it works, so a failing run (retried,
 * then parked) does not stop the series.
 */
export function recurringJob(
  name: string,
  everyMs: number,
  work: (job: RunningJob<null, unknown>) => Promise<unknown>,
): RecurringJob {
  const queue = (db: Db, clock: Clock, period: number) =>
    enqueueJob(
      db,
      {
        kind: name,
        scope: null,
        payload: null,
        runAt: new Date(period * everyMs),
        key: `${name}@${period}`,
      },
      clock,
    );
  const kind: JobKind<null> = {
    name,
    payload: () => null,
    async run(job) {
      await queue(job.db, job, Math.floor(job.now().getTime() / everyMs) + 1);
      return jobDone(await work(job));
    },
  };
  return {
    kind,
    schedule: (db, clock) => queue(db, clock, Math.floor(clock.now().getTime() / everyMs)),
  };
}

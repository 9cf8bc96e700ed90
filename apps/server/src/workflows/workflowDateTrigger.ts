import { parseWorkflowDefinition, reentryAfterDays } from '@crm/api-client';
import { ownerScope } from '../db/scope';
import { jobDone, JobFailure, type JobKind } from '../jobs/jobKinds';
import { enqueueJob, JOBS_QUEUE } from '../jobs/jobWorkers';
import { wakeWorkers } from '../jobs/workerPool';
import { recurringJob } from '../jobs/recurringJob';
import { workflowRunsRepository } from './workflowRunsRepository';
import { activeWorkflowsWith, workflowsRepository } from './workflowsRepository';

const DAY_MS = 24 * 60 * 60 * 1000;
/** How often the sweep looks for date workflows whose time of day has come: entries come within it. */
export const DATE_SWEEP_MS = 5 * 60 * 1000;

interface DateEntry {
  workflowId: number;
  /** The UTC day whose contacts enter, `YYYY-MM-DD`. */
  day: string;
}

const DATE_ENTRY_JOB = 'workflows.dateEntry';

/**
 * One date workflow's entries for one day: the contacts whose date matches enter set-based (one
 * statement), committed with the job's progress. Keyed by workflow and day, so a day enters once
 * whichever process or sweep queued it.
 */
export const workflowDateEntryJob: JobKind<DateEntry> = {
  name: DATE_ENTRY_JOB,
  payload(value) {
    const { workflowId, day } = (value ?? {}) as Partial<DateEntry>;
    if (typeof workflowId !== 'number' || typeof day !== 'string')
      throw new Error('workflowId and day are required');
    return { workflowId, day };
  },
  async run(job) {
    if (!job.scope) throw new JobFailure('A date entry needs its owner');
    const scope = job.scope;
    const { workflowId, day } = job.payload;
    const workflow = await workflowsRepository(job.db, scope).get(workflowId);
    if (!workflow?.isActive || workflow.trigger !== 'date') return jobDone({ entered: 0 });
    const parsed = parseWorkflowDefinition(workflow.steps);
    const settings = parsed.ok ? parsed.definition.trigger.date : undefined;
    if (!parsed.ok || !settings) return jobDone({ entered: 0 });
    let entered = 0;
    await job.saveStep({ checkpoint: undefined, done: 1, total: 1 }, async (trx) => {
      entered = await workflowRunsRepository(trx, scope).enterByDate(
        workflowId,
        settings,
        day,
        job.now(),
        reentryAfterDays(parsed.definition),
      );
    });
    if (entered > 0) wakeWorkers(JOBS_QUEUE);
    return jobDone({ entered });
  },
};

/**
 * The date trigger's clock, on the job layer (no cron): every few minutes the server's own job
 * queues, for each active date workflow whose time of day has come today (or came yesterday less
 * than a day ago: a server down at that time catches up once when it starts), that day's entry
 * job, keyed by workflow and day. A time of day that passed before the workflow was created is
 * not caught up.
 */
export const workflowDateSweepJob = recurringJob(
  'workflows.dateSweep',
  DATE_SWEEP_MS,
  async (job) => {
    const now = job.now().getTime();
    const today = Date.parse(`${new Date(now).toISOString().slice(0, 10)}T00:00:00.000Z`);
    let queued = 0;
    for (const workflow of await activeWorkflowsWith(job.db, 'date')) {
      const parsed = parseWorkflowDefinition(workflow.steps);
      const settings = parsed.ok ? parsed.definition.trigger.date : undefined;
      if (!settings) continue;
      const [hours, minutes] = settings.time.split(':').map(Number) as [number, number];
      for (const start of [today - DAY_MS, today]) {
        const due = start + (hours * 60 + minutes) * 60_000;
        // A time of day before the workflow existed is not caught up: it starts with the next one.
        if (due > now || now >= due + DAY_MS || due < Date.parse(workflow.createdAt)) continue;
        const day = new Date(start).toISOString().slice(0, 10);
        const { created } = await enqueueJob(
          job.db,
          {
            kind: DATE_ENTRY_JOB,
            scope: ownerScope(workflow.ownerId),
            payload: { workflowId: workflow.id, day } satisfies DateEntry,
            key: `date:${workflow.id}@${day}`,
          },
          job,
        );
        if (created) queued++;
      }
    }
    return { queued };
  },
);

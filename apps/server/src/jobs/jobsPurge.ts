import { jobsRepository } from './jobsRepository';
import { recurringJob } from './recurringJob';

/** Finished jobs are kept this long (their reports stay readable; their keys keep deduplicating). */
export const JOB_RETENTION_MS = 30 * 24 * 60 * 60 * 1000;

/** Deletes jobs that finished more than JOB_RETENTION_MS ago, once an hour. */
export const jobsPurgeJob = recurringJob('jobs.purge', 60 * 60 * 1000, async (job) => ({
  deleted: await jobsRepository(job.db).purgeFinished(
    new Date(job.now().getTime() - JOB_RETENTION_MS),
  ),
}));

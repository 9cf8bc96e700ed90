import { recurringJob } from '../jobs/recurringJob';
import { usagePurgeRepository } from './usageRepository';

/** Usage events older than a day (every limit's window is an hour) are deleted once an hour. */
export const usagePurgeJob = recurringJob('usage.purge', 60 * 60 * 1000, async (job) => ({
  deleted: await usagePurgeRepository(job.db).purgeBefore(
    new Date(job.now().getTime() - 24 * 60 * 60 * 1000),
  ),
}));

import type { ServerConfig } from '../config';
import { recurringJob } from '../jobs/recurringJob';
import { purgeExpiredAuthRows } from './sessionPurge';

/** Deletes ended sessions and old failed sign-ins every `purgeIntervalMs`, in one process. */
export const authPurgeJob = (config: ServerConfig) =>
  recurringJob('auth.purge', config.purgeIntervalMs, (job) => purgeExpiredAuthRows(job.db, config));

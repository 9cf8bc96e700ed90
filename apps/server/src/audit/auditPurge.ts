import type { ServerConfig } from '../config';
import { recurringJob } from '../jobs/recurringJob';
import { auditPurgeRepository } from './auditRepository';

const DAY_MS = 24 * 60 * 60 * 1000;
/** Rows per delete: a short statement each, so the table is never locked for long. */
export const AUDIT_PURGE_BATCH = 5000;
/** Batches per run: a backlog of millions is worked off over the following hours' runs. */
const BATCHES_PER_RUN = 200;

/** Deletes audit events older than AUDIT_RETENTION_DAYS, once an hour, in batches. */
export const auditPurgeJob = (config: Pick<ServerConfig, 'auditRetentionDays'>) =>
  recurringJob('audit.purge', 60 * 60 * 1000, async (job) => {
    const before = new Date(job.now().getTime() - config.auditRetentionDays * DAY_MS);
    const repo = auditPurgeRepository(job.db);
    let deleted = 0;
    for (let i = 0; i < BATCHES_PER_RUN; i++) {
      const count = await repo.purgeBatch(before, AUDIT_PURGE_BATCH);
      deleted += count;
      if (count < AUDIT_PURGE_BATCH) break;
    }
    return { deleted };
  });

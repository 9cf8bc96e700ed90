import type { Db } from '../db/Db';
import type { Scope } from '../db/scope';
import { enqueueJob } from '../jobs/jobWorkers';

/** The job kind that starts a scheduled campaign (campaignsJobs.ts runs it). */
export const START_SCHEDULED = 'campaigns.startScheduled';

export interface StartScheduledPayload {
  campaignId: number;
}

/**
 * Queues the start of a campaign scheduled for `scheduledAt`, due then, once per campaign: called
 * in the transaction that schedules it, so the schedule and its job exist together or not at all.
 */
export function queueScheduledStart(
  db: Db,
  scope: Scope,
  campaignId: number,
  scheduledAt: string,
): Promise<unknown> {
  const payload: StartScheduledPayload = { campaignId };
  return enqueueJob(db, {
    kind: START_SCHEDULED,
    scope,
    payload,
    runAt: new Date(scheduledAt),
    key: `campaign:${campaignId}`,
  });
}

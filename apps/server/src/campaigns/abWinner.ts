import type { Db } from '../db/Db';
import type { Scope } from '../db/scope';
import { enqueueJob } from '../jobs/jobWorkers';

/** The job kind that picks an A/B test's winner when its wait ends (campaignsJobs.ts runs it). */
export const AB_WINNER = 'campaigns.abWinner';

export interface AbWinnerPayload {
  campaignId: number;
}

/**
 * Queues the choice of a campaign's A/B winner, due at `decideAt`, once per campaign: called in
 * the transaction that starts the send, so the held rest of the audience and the job that
 * releases it exist together or not at all, and a restart mid-wait still finds it.
 */
export function queueAbWinner(
  db: Db,
  scope: Scope,
  campaignId: number,
  decideAt: Date,
): Promise<unknown> {
  const payload: AbWinnerPayload = { campaignId };
  return enqueueJob(db, {
    kind: AB_WINNER,
    scope,
    payload,
    runAt: decideAt,
    key: `campaign:${campaignId}`,
  });
}

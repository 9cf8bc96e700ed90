import { jobContinues, jobDone, JobFailure, type JobKind } from '../jobs/jobKinds';
import { wakeSending } from '../sending/sendingEngine';
import { campaignsRepository } from './campaignsRepository';
import { START_SCHEDULED, type StartScheduledPayload } from './scheduledStart';
import { AB_WINNER, type AbWinnerPayload } from './abWinner';
import { startCampaign } from './startCampaign';

/**
 * Starts a scheduled campaign when its time comes: the recipient rows are queued and the sending
 * workers woken. Due at the scheduled time, so a schedule that fell due while the server was down
 * starts as soon as a server runs again. A campaign no longer scheduled (cancelled, already started
 * by another process) is left alone; one with nobody left to send to can never go out and is
 * cancelled, as is one whose audience names a segment deleted since.
 */
export const startScheduledCampaign: JobKind<StartScheduledPayload> = {
  name: START_SCHEDULED,
  payload(value) {
    const campaignId = (value as Partial<StartScheduledPayload> | null)?.campaignId;
    if (!Number.isSafeInteger(campaignId)) throw new Error('campaignId is missing');
    return { campaignId: campaignId! };
  },
  async run(job) {
    if (!job.scope) throw new JobFailure('A campaign start needs its owner');
    const campaigns = campaignsRepository(job.db, job.scope);
    const campaign = await campaigns.find(job.payload.campaignId);
    if (!campaign || campaign.status !== 'scheduled' || campaign.scheduledAt === null)
      return jobDone({ started: false });
    // Scheduled later than this job's time: wait for it.
    const due = new Date(campaign.scheduledAt);
    if (due > job.now()) return jobContinues({ checkpoint: null, done: 0 }, due);
    const started = await startCampaign(job.db, job.scope, campaign.id, ['scheduled'], job.now());
    // Neither changes by waiting.
    if (started.outcome === 'no-recipients' || started.outcome === 'missing-segment')
      await campaigns.cancelSchedule(campaign.id);
    if (started.outcome === 'started') wakeSending();
    return jobDone(started);
  },
};

/**
 * Picks an A/B test's winner when its wait ends and queues the rest of the audience with it (see
 * `chooseAbWinner`). Due at the end of the wait, so a server that was down then picks it as soon
 * as one runs again; a campaign whose winner the user picked already, or that was cancelled, is
 * left alone.
 */
export const chooseAbWinnerJob: JobKind<AbWinnerPayload> = {
  name: AB_WINNER,
  payload(value) {
    const campaignId = (value as Partial<AbWinnerPayload> | null)?.campaignId;
    if (!Number.isSafeInteger(campaignId)) throw new Error('campaignId is missing');
    return { campaignId: campaignId! };
  },
  async run(job) {
    if (!job.scope) throw new JobFailure('An A/B winner needs its owner');
    const campaigns = campaignsRepository(job.db, job.scope);
    const campaign = await campaigns.find(job.payload.campaignId);
    const decideAt = campaign?.abTest?.decideAt;
    if (!campaign || !decideAt || campaign.abTest?.winner !== null)
      return jobDone({ chosen: false });
    if (new Date(decideAt) > job.now())
      return jobContinues({ checkpoint: null, done: 0 }, new Date(decideAt));
    const chosen = await campaigns.chooseAbWinner(campaign.id, job.now());
    if (chosen.outcome === 'chosen') wakeSending();
    return jobDone(chosen);
  },
};

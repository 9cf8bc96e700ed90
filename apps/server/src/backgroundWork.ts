import { auditPurgeJob } from './audit/auditPurge';
import { authPurgeJob } from './auth/authJobs';
import { passwordResetMailJob } from './auth/passwordReset';
import { emailChangeMailJob } from './profile/profileJobs';
import { startBounceReceivers } from './bounces/bounceReceivers';
import { bounceMailboxJob } from './bounces/bouncesJobs';
import { chooseAbWinnerJob, startScheduledCampaign } from './campaigns/campaignsJobs';
import { bulkContactsJob } from './contacts/contactsJobs';
import { formConfirmationMailJob, formsPurgeJob } from './forms/formsJobs';
import type { ServerConfig } from './config';
import type { DatabaseHandle } from './db/createDatabase';
import { systemClock, type Clock } from './jobs/clock';
import { JOBS_CHANNEL } from './jobs/jobsRepository';
import { jobsPurgeJob } from './jobs/jobsPurge';
import { usagePurgeJob } from './usage/usagePurge';
import { startJobWorkers } from './jobs/jobWorkers';
import { SENDING_CHANNEL, startSendingEngine } from './sending/sendingEngine';
import { webhookDeliveryJob } from './webhooks/webhooksJobs';
import { WORKFLOW_BATCH, WORKFLOW_WORKERS, workflowRunJob } from './workflows/workflowsJobs';
import { workflowDateEntryJob, workflowDateSweepJob } from './workflows/workflowDateTrigger';

export interface BackgroundWorkDeps extends Pick<DatabaseHandle, 'db' | 'dialect' | 'listen'> {
  config: ServerConfig;
  /** @default systemClock */
  clock?: Clock;
}

export interface BackgroundWork {
  /** Stops claiming, lets running work finish, hands back what was claimed ahead. */
  stop(): Promise<void>;
}

/**
 * Everything that runs in the background of a server process, on the one durable job layer: the
 * sending engine's pool over the recipient rows, and the jobs table's pool with every job kind the
 * areas define. No cron, no separate worker: every server process runs this.
 */
export async function startBackgroundWork(deps: BackgroundWorkDeps): Promise<BackgroundWork> {
  const clock = deps.clock ?? systemClock;
  const { db, dialect, config, listen } = deps;
  const { imapUrl } = config.bounces;
  const recurring = [
    authPurgeJob(config),
    auditPurgeJob(config),
    jobsPurgeJob,
    usagePurgeJob,
    formsPurgeJob,
    workflowDateSweepJob,
    // Off unless BOUNCE_IMAP_URL is set.
    ...(imapUrl ? [bounceMailboxJob(config, imapUrl)] : []),
  ];
  // The bounce domain's SMTP receiver (off unless BOUNCE_SMTP_PORT is set), first: a port that is
  // taken fails the start before any worker runs.
  const bounces = await startBounceReceivers({ db, dialect, config });
  // Another process's enqueue or send wakes this one's workers (PostgreSQL; polls cover the rest).
  const on = (channel: string) => listen && ((wake: () => void) => listen(channel, wake));
  const jobs = startJobWorkers({
    db: { db, dialect },
    kinds: [
      startScheduledCampaign,
      chooseAbWinnerJob,
      bulkContactsJob(),
      passwordResetMailJob(config),
      emailChangeMailJob(config),
      formConfirmationMailJob(config),
      workflowDateEntryJob,
      webhookDeliveryJob(config.webhooks),
      ...recurring.map((r) => r.kind),
    ],
    clock,
    // One lease for the one job layer: a dead process's jobs are taken over as its sends are.
    leaseMs: config.mail.claimLeaseMs,
    listen: on(JOBS_CHANNEL),
  });
  // Contacts moving through workflows, in batches as a campaign's recipients go: a batch's
  // contacts at one email step are mailed together (workflowsJobs.ts), which five jobs a claim,
  // the other kinds' size, would starve. Same table, leases, wake-ups and fairness.
  const workflows = startJobWorkers({
    db: { db, dialect },
    kinds: [workflowRunJob(config)],
    clock,
    workers: WORKFLOW_WORKERS,
    batchSize: WORKFLOW_BATCH,
    leaseMs: config.mail.claimLeaseMs,
    listen: on(JOBS_CHANNEL),
  });
  const sending = startSendingEngine({
    db,
    dialect,
    config,
    clock,
    listen: on(SENDING_CHANNEL),
  });
  for (const job of recurring)
    await job.schedule(deps, clock).catch((error: unknown) => console.error(error));
  return {
    async stop() {
      await Promise.all([sending.stop(), jobs.stop(), workflows.stop(), bounces.stop()]);
    },
  };
}

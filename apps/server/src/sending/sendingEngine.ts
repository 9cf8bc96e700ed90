import { settingsRepository } from '../settings/settingsRepository';
import { senderOf } from './sender';
import { bounceEnvelopes, type BounceEnvelope } from '../bounces/bounceEnvelope';
import type { VerpTarget } from '../bounces/verpAddress';
import type { ServerConfig } from '../config';
import { contactsRepository } from '../contacts/contactsRepository';
import type { Db } from '../db/Db';
import { ownerScope } from '../db/scope';
import { serverSecret } from '../db/serverSecretsRepository';
import { systemClock, type Clock } from '../jobs/clock';
import { startWorkerPool, wakeWorkers, type WorkerPool } from '../jobs/workerPool';
import { trackingTokens, type TrackingTokens } from '../tracking/trackingTokens';
import { cancelling } from './engine/cancelling';
import { claiming, type ClaimedBatch } from './engine/claiming';
import { delivering } from './engine/delivering';
import { sharedMailer } from './mailer';
import { sendingRepository, type SendingCampaign } from './sendingRepository';
import { sharedSendThrottle } from './tokenBucket';
import { warmupClaim } from './warmup';

/** The worker-pool name of the sending engine. */
export const SENDING_QUEUE = 'sending';
/** The PostgreSQL channel a started send notifies (campaignsRepository.startSend). */
export { SENDING_CHANNEL } from '../campaigns/campaignsRepository';

/** Wakes this process's sending workers: a send just started (or a schedule came due). */
export function wakeSending(): void {
  wakeWorkers(SENDING_QUEUE);
}

/** At most this many rows per claim (issue 14 allows 100): the most a crash can repeat, per worker. */
export const MAX_BATCH = 50;
/**
 * Four workers, each sending one batch while it claims the next, keep the send slots full while
 * finished batches are marked and new ones claimed (two left the slots idle on PostgreSQL's round
 * trips: 0.6 of nodemailer's own rate). A crash repeats at most 4 x 50 messages (the README's
 * in-flight window; sendingProcesses.test.ts checks it).
 */
export const WORKERS = 4;

export interface SendingEngineDeps extends Db {
  config: ServerConfig;
  /** @default systemClock */
  clock?: Clock;
  /** PostgreSQL LISTEN (DatabaseHandle.listen): another process's send wakes this one. */
  listen?: (wake: () => void) => Promise<() => Promise<void>>;
}

/**
 * The in-process sending engine (no cron, no separate service), on the one worker pool of the job
 * layer (jobs/workerPool.ts): its queue is the campaigns' recipient rows, its groups the campaigns
 * being sent (accounts take turns, then their campaigns). Three parts do the work: claiming
 * (engine/claiming.ts), delivering (engine/delivering.ts) and finishing (engine/finishing.ts),
 * each given the part of the database it needs. Scheduled campaigns are started by a job
 * (campaigns/campaignsJobs.ts) that wakes this engine.
 */
export function startSendingEngine(deps: SendingEngineDeps): WorkerPool {
  const { config } = deps;
  const mail = config.mail;
  const clock = deps.clock ?? systemClock;
  // The process's one mailer for these settings (the render worker uses its own for large campaigns).
  const mailer = sharedMailer(mail);
  const queue = sendingRepository(deps);
  const throttle = sharedSendThrottle(mail);
  const secret = () => serverSecret(deps, mail.appSecret);
  let tokens: TrackingTokens | undefined;
  let envelopes: ((target: VerpTarget) => BounceEnvelope) | undefined;

  const claimBatch = claiming(
    {
      claim: warmupClaim(deps, sendingRepository),
      contactsOf: (ownerId, ids) => contactsRepository(deps, ownerScope(ownerId)).findMany(ids),
    },
    { secret, domain: mailer.domain },
  );
  const deliverBatch = delivering({
    mail,
    mailer,
    throttle,
    tokens: async () => (tokens ??= trackingTokens(await secret())),
    secret,
    // The VERP return path when BOUNCE_DOMAIN is set; the provider's tracking header always.
    bounceEnvelopes: async () =>
      (envelopes ??= bounceEnvelopes(await secret(), {
        bounceDomain: config.bounces.domain,
        smtpUrl: mail.smtpUrl,
      })),
    // The campaign owner's sender identity (settings area), read when its template is prepared.
    senderOf: async (ownerId) =>
      senderOf(await settingsRepository(deps, ownerScope(ownerId)).sender(), mail),
    store: queue,
    now: () => clock.now(),
    cancelled: cancelling(deps, queue.stillSending),
  });

  return startWorkerPool<SendingCampaign, ClaimedBatch>(
    {
      name: SENDING_QUEUE,
      dueGroups: () => queue.sendingCampaigns(),
      claim: claimBatch,
      idsOf: (batch) => batch.rows.map((r) => r.id),
      run: deliverBatch,
      renew: queue.renew,
      release: queue.release,
      releaseAll: queue.releaseAll,
      // Nothing left to claim: the campaign is sent once no row is queued (none due later either).
      groupIdle: (campaign) => queue.finishIfDone(campaign.key).then(() => undefined),
    },
    {
      workers: WORKERS,
      batchSize: () => throttle.batchLimit(MAX_BATCH),
      leaseMs: mail.claimLeaseMs,
      pollIntervalMs: mail.pollIntervalMs,
      // Claiming the next batch while one sends keeps the SMTP connections from waiting on the
      // database's round trips between batches (a PostgreSQL send profiled 43% idle at 0.43-0.55
      // of nodemailer's own rate). A crash still repeats at most the batch in flight.
      claimAhead: true,
      releaseLeasesAtStart: deps.dialect === 'sqlite',
      clock,
      listen: deps.listen,
    },
  );
}

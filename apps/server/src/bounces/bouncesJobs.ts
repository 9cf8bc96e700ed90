import type { ServerConfig } from '../config';
import { recurringJob } from '../jobs/recurringJob';
import { readBounceMailbox } from './bounceMailbox';
import { reportDeps } from './bounceReceivers';

/**
 * Reads the bounce mailbox (BOUNCE_IMAP_URL) every BOUNCE_IMAP_INTERVAL_SECONDS, as one job per
 * period on the job layer: whichever process claims it reads, so several processes never read the
 * mailbox at once, and a pass that fails is retried like any job. The pass's figures
 * (`{ processed, leftAlone }`) are the job's result. The place in the mailbox is kept in
 * `bounces_mailboxes`, so a retried or later pass starts after the last message read.
 */
export const bounceMailboxJob = (config: ServerConfig, url: string) =>
  recurringJob('bounces.readMailbox', config.bounces.imapIntervalMs, async (job) =>
    readBounceMailbox(await reportDeps({ ...job.db, config }), url),
  );

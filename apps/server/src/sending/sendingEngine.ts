import { createHash, randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { ServerConfig } from '../config';
import type { Database } from '../db/schema';
import type { SqlDialect } from '../db/sqlDialect';
import { composeCampaignMessage, toMergeContact } from './composeMessage';
import { sharedMailer, type Mailer } from './mailer';
import { mimeTemplate, type MimeTemplate } from './mimeMessage';
import { compileMessage } from './renderCampaign';
import {
  claimBatch,
  contactsByIds,
  dueScheduledCampaigns,
  finishIfDone,
  markFailed,
  markSent,
  markSkipped,
  releaseAllClaims,
  releaseClaims,
  renewClaims,
  sendingCampaigns,
  startCampaignSend,
  UNSENDABLE_CONTACT_STATUSES,
  type ClaimedRow,
  type Failure,
  type MergeContactRow,
  type OutboxRow,
} from './sendingRepository';
import { serverSecret } from './serverSecret';
import { sendThrottle } from './tokenBucket';
import { trackingTokens, type TrackingTokens } from './trackingTokens';

/** At most this many rows per claim (issue 14 allows 100): the most a crash can repeat, per worker. */
export const MAX_BATCH = 50;
/** Accepted rows are marked in groups of this size while the rest of their batch is still sending. */
const MARK_EVERY = 25;
/**
 * Four workers, each sending one batch while it claims the next, keep the send slots full while
 * finished batches are marked and new ones claimed (two left the slots idle on PostgreSQL's round
 * trips: 0.6 of nodemailer's own rate). A crash repeats at most 4 x 50 messages (the README's
 * in-flight window; sendingProcesses.test.ts checks it).
 */
export const WORKERS = 4;
/**
 * Messages being built and handed to the mailer at once, across the workers: every SMTP connection
 * busy and the next message ready for it. Each message is built just before it goes; built a batch
 * at a time, 200 of them waited in nodemailer's queue long enough (~100 ms) to be promoted out of
 * V8's young generation, and the old generation grew with the garbage.
 */
const SEND_SLOTS = 10;

/** A claimed batch of one campaign, with the contacts its messages merge. */
interface Claimed {
  campaign: { id: number; subject: string; content: string };
  rows: ClaimedRow[];
  contacts: Map<number, MergeContactRow>;
}

export interface SendingEngine {
  /** Look for work now (a send just started) instead of at the next poll. */
  wake(): void;
  stop(): Promise<void>;
}

const engines = new WeakMap<Kysely<Database>, Set<SendingEngine>>();

/** Wakes the engines of this process on `db` (the routes call it after a send starts). */
export function wakeSending(db: Kysely<Database>): void {
  for (const engine of engines.get(db) ?? []) engine.wake();
}

export interface SendingEngineDeps {
  db: Kysely<Database>;
  dialect: SqlDialect;
  config: ServerConfig;
  /** Defaults to the process's shared mailer for `config.mail`. */
  mailer?: Mailer;
}

/**
 * The in-process queue worker and scheduler (no cron, no separate service). Workers claim batches
 * of due recipient rows campaign by campaign in turn, render each message from the campaign
 * compiled once, send through the mailer under the per-server and per-account throttles, and mark
 * rows as answers come in. Every `schedulerIntervalMs` (and at start, so a schedule that fell due
 * while the server was down goes at once) due scheduled campaigns are started.
 */
export function startSendingEngine(deps: SendingEngineDeps): SendingEngine {
  const { db, dialect, config } = deps;
  const mail = config.mail;
  const mailer = deps.mailer ?? sharedMailer(mail);
  const workerId = randomUUID();
  const throttle = sendThrottle(mail.ratePerSecond, mail.ratePerAccountPerSecond);
  const templates = new Map<number, MimeTemplate>();
  const inFlight = new Set<number>();
  const sendSlots = slots(SEND_SLOTS);
  let stopped = false;
  let roundRobin = 0;
  let messageIdTag: string | undefined;
  let tokens: TrackingTokens | undefined;

  const waiters = new Set<() => void>();
  const wakeAll = () => {
    for (const wake of [...waiters]) wake();
  };
  const idle = (ms: number) =>
    new Promise<void>((resolve) => {
      const done = () => {
        clearTimeout(timer);
        waiters.delete(done);
        resolve();
      };
      const timer = setTimeout(done, ms);
      waiters.add(done);
    });

  async function deliver({ campaign, rows, contacts }: Claimed): Promise<void> {
    try {
      let template = templates.get(campaign.id);
      if (!template) {
        if (templates.size > 50) templates.clear();
        template = mimeTemplate(compileMessage(campaign), mail.from);
        templates.set(campaign.id, template);
      }
      tokens ??= trackingTokens(await serverSecret(db, mail.appSecret));
      const skipped: number[] = [];
      const failures: Failure[] = [];
      let sent: number[] = [];
      let outbox: OutboxRow[] = [];
      let marking = Promise.resolve();
      const mark = () => {
        const ids = sent;
        const stored = outbox;
        sent = [];
        outbox = [];
        marking = marking.then(() => markSent(db, dialect, campaign.id, ids, stored));
        return marking;
      };

      // One row at a time takes a slot and then sends on its own; rows waiting for a slot wait here,
      // not as 50 pending closures per batch (those outlived V8's young generation).
      const sending = new Set<Promise<void>>();
      let thrown: { error: unknown } | undefined;
      const sendOne = async (row: ClaimedRow, contact: MergeContactRow) => {
        await throttle.take(row.user_id);
        const message = composeCampaignMessage({
          template: template!,
          contact: toMergeContact(contact),
          to: row.email,
          recipientId: row.id,
          messageId: row.message_id,
          tokens: tokens!,
          mail,
        });
        const result = await mailer.send(message);
        if (result.ok) {
          sent.push(row.id);
          if (result.raw !== undefined)
            outbox.push({
              user_id: row.user_id,
              campaign_id: row.campaign_id,
              recipient_id: row.id,
              to_address: row.email,
              subject: message.subject,
              message_id: row.message_id,
              raw: result.raw,
            });
          // The final await below reports a failed mark; this early one only starts it.
          if (sent.length >= MARK_EVERY) mark().catch(() => {});
        } else {
          failures.push({
            id: row.id,
            contactId: row.contact_id,
            userId: row.user_id,
            campaignId: row.campaign_id,
            attempts: row.attempts,
            error: result.error,
            transient: result.transient,
            hardBounce: result.hardBounce,
          });
        }
      };
      for (const row of rows) {
        const contact = row.contact_id === null ? undefined : contacts.get(row.contact_id);
        if (
          !contact ||
          (UNSENDABLE_CONTACT_STATUSES as readonly string[]).includes(contact.status)
        ) {
          skipped.push(row.id);
          continue;
        }
        await sendSlots.acquire();
        const job = sendOne(row, contact)
          .catch((error: unknown) => {
            thrown ??= { error };
          })
          .finally(() => {
            sendSlots.release();
            sending.delete(job);
          });
        sending.add(job);
      }
      await Promise.all(sending);
      await mark();
      await markFailed(db, dialect, failures, mail.retryDelaysMs);
      await markSkipped(db, skipped, 'Contact unsubscribed, bounced or was deleted before sending');
      // The rows it left unmarked go again when their claim runs out.
      if (thrown) throw thrown.error;
    } finally {
      for (const row of rows) inFlight.delete(row.id);
    }
  }

  // The sending campaigns, read at most once a second while busy (and at once after a wake-up).
  let active: { at: number; list: Awaited<ReturnType<typeof sendingCampaigns>> } | undefined;

  /** Claims one batch of the next campaign with due rows, with its contacts; undefined: none due. */
  async function claimNext(): Promise<Claimed | undefined> {
    if (!active || Date.now() - active.at > 1000)
      active = { at: Date.now(), list: await sendingCampaigns(db) };
    const campaigns = active.list;
    messageIdTag ??= createHash('sha256')
      .update(await serverSecret(db, mail.appSecret))
      .digest('hex')
      .slice(0, 8);
    for (let i = 0; i < campaigns.length && !stopped; i++) {
      const campaign = campaigns[(roundRobin + i) % campaigns.length]!;
      const rows = await claimBatch(db, dialect, {
        campaignId: campaign.id,
        workerId,
        limit: throttle.batchLimit(MAX_BATCH),
        leaseMs: mail.claimLeaseMs,
        messageIdTag,
        domain: mailer.domain,
      });
      if (rows.length === 0) {
        await finishIfDone(db, campaign.id);
        continue;
      }
      // Kept alive by the heartbeat from now on, also while it waits its turn.
      for (const row of rows) inFlight.add(row.id);
      // The next claim starts after this campaign, so one large send cannot starve the others.
      roundRobin = (roundRobin + i + 1) % campaigns.length;
      const contacts = await contactsByIds(
        db,
        rows.flatMap((r) => (r.contact_id === null ? [] : [r.contact_id])),
      );
      return { campaign, rows, contacts };
    }
    return undefined;
  }

  const report = (error: unknown) => {
    console.error('Sending worker:', error);
    return undefined;
  };

  /**
   * Each worker claims its next batch while the current one is being sent, so the SMTP connections
   * do not wait on the database's round trips between batches (a PostgreSQL send profiled 43% idle
   * at 0.43-0.55 of nodemailer's own rate). The batch claimed ahead is not sent yet: a crash still
   * repeats at most the batch in flight, and the claim's lease hands it to another worker.
   */
  async function worker() {
    let ahead: Promise<Claimed | undefined> | undefined;
    while (!stopped) {
      const claimed = await (ahead ?? claimNext().catch(report));
      ahead = undefined;
      if (!claimed) {
        if (!stopped) {
          await idle(mail.pollIntervalMs);
          active = undefined;
        }
        continue;
      }
      if (!stopped) ahead = claimNext().catch(report);
      await deliver(claimed).catch(report);
    }
    // A batch claimed ahead when the engine stopped goes back to the queue untouched.
    const left = await ahead;
    if (left) {
      const ids = left.rows.map((r) => r.id);
      await releaseClaims(db, workerId, ids).catch(report);
      for (const id of ids) inFlight.delete(id);
    }
  }

  async function startDueSchedules() {
    try {
      for (const due of await dueScheduledCampaigns(db, dialect)) {
        const started = await startCampaignSend(db, dialect, due.user_id, due.id, ['scheduled']);
        if (started.outcome === 'no-recipients') {
          // Nobody left to send to (all removed or unsubscribed): it can never go out.
          await db
            .updateTable('campaigns')
            .set({ status: 'cancelled' })
            .where('id', '=', due.id)
            .where('status', '=', 'scheduled')
            .execute();
        }
        if (started.outcome === 'started') wakeAll();
      }
    } catch (error) {
      console.error('Sending scheduler:', error);
    }
  }

  const heartbeat = setInterval(
    () => {
      renewClaims(db, dialect, workerId, [...inFlight], mail.claimLeaseMs).catch((error) =>
        console.error('Sending heartbeat:', error),
      );
    },
    Math.max(100, mail.claimLeaseMs / 3),
  );
  heartbeat.unref();
  const scheduler = setInterval(() => void startDueSchedules(), mail.schedulerIntervalMs);
  scheduler.unref();

  const running = (async () => {
    if (dialect === 'sqlite') await releaseAllClaims(db).catch(() => {});
    await startDueSchedules();
    await Promise.all(Array.from({ length: WORKERS }, worker));
  })();

  const engine: SendingEngine = {
    wake: wakeAll,
    async stop() {
      stopped = true;
      clearInterval(heartbeat);
      clearInterval(scheduler);
      wakeAll();
      await running;
      engines.get(db)?.delete(engine);
    },
  };
  let set = engines.get(db);
  if (!set) engines.set(db, (set = new Set()));
  set.add(engine);
  return engine;
}

/** A first-come, first-served counting semaphore. */
function slots(count: number) {
  let free = count;
  const waiting: (() => void)[] = [];
  return {
    async acquire(): Promise<void> {
      if (free > 0) free--;
      else await new Promise<void>((resolve) => waiting.push(resolve));
    },
    release(): void {
      const next = waiting.shift();
      if (next) next();
      else free++;
    },
  };
}

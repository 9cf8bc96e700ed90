import type { Contact } from '@crm/api-client';
import type { BounceEnvelope } from '../../bounces/bounceEnvelope';
import type { VerpTarget } from '../../bounces/verpAddress';
import { UNSENDABLE_CONTACT_STATUSES } from '../../campaigns/campaignsRepository';
import type { MailConfig } from '../../config';
import type { TrackingTokens } from '../../tracking/trackingTokens';
import type { Mailer } from '../mailer';
import {
  campaignMessage,
  prepareMessage,
  type MessageSender,
  type PreparedMessage,
} from '../messageBuilder';
import type { sendThrottle } from '../tokenBucket';
import type { ClaimedBatch } from './claiming';
import { finishing, type FinishingStore } from './finishing';

/** Left out when the send started; skipped when their status changed since. */
const UNSENDABLE = new Set<string>(UNSENDABLE_CONTACT_STATUSES);

/**
 * Messages being built and handed to the mailer at once, across the workers: every SMTP connection
 * busy and the next message ready for it. Each message is built just before it goes; built a batch
 * at a time, 200 of them waited in nodemailer's queue long enough (~100 ms) to be promoted out of
 * V8's young generation, and the old generation grew with the garbage.
 */
export const SEND_SLOTS = 10;

export interface DeliveringOptions {
  mail: MailConfig;
  mailer: Mailer;
  throttle: ReturnType<typeof sendThrottle>;
  tokens: () => Promise<TrackingTokens>;
  /** Each message's return path and bounce tracking header (bounces/bounceEnvelope.ts). */
  bounceEnvelopes: () => Promise<(target: VerpTarget) => BounceEnvelope>;
  /** Who an owner's mail is from (its settings over the server's default). */
  senderOf: (ownerId: number) => Promise<MessageSender>;
  store: FinishingStore;
  now: () => Date;
}

/**
 * Delivering: each claimed row's message built by the one message builder from its campaign's
 * template (compiled once per campaign and kept for the next batches), sent under the process's
 * and the account's throttles with at most SEND_SLOTS in flight, its outcome handed to finishing.
 */
export function delivering(options: DeliveringOptions) {
  const { mail, mailer, throttle } = options;
  const templates = new Map<number, { template: PreparedMessage; sender: MessageSender }>();
  const sendSlots = slots(SEND_SLOTS);

  const templateOf = async (campaign: ClaimedBatch['campaign']) => {
    let prepared = templates.get(campaign.key);
    if (!prepared) {
      if (templates.size > 50) templates.clear();
      const sender = await options.senderOf(campaign.ownerId);
      prepared = { template: prepareMessage(campaign, sender), sender };
      templates.set(campaign.key, prepared);
    }
    return prepared;
  };

  return async function deliverBatch({ campaign, rows, contacts }: ClaimedBatch): Promise<void> {
    const { template, sender } = await templateOf(campaign);
    const tokens = await options.tokens();
    const bounceEnvelope = await options.bounceEnvelopes();
    const outcome = finishing(
      options.store,
      { campaign, retryDelaysMs: mail.retryDelaysMs },
      options.now,
    );

    // One row at a time takes a slot and then sends on its own; rows waiting for a slot wait here,
    // not as 50 pending closures per batch (those outlived V8's young generation).
    const sending = new Set<Promise<void>>();
    let thrown: { error: unknown } | undefined;
    const sendOne = async (row: ClaimedBatch['rows'][number], contact: Contact) => {
      await throttle.take(row.user_id);
      const message = campaignMessage(template, {
        contact,
        to: row.email,
        recipientId: row.id,
        messageId: row.message_id,
        tokens,
        mail,
        replyTo: sender.replyTo,
        bounce: bounceEnvelope({ kind: 'recipient', recipientId: row.id }),
      });
      const result = await mailer.send(message);
      if (result.ok) {
        outcome.sent(
          row.id,
          result.raw === undefined
            ? undefined
            : {
                campaignId: row.campaign_id,
                recipientId: row.id,
                to: row.email,
                subject: message.subject,
                messageId: row.message_id,
                raw: result.raw,
              },
        );
      } else {
        outcome.failed({
          id: row.id,
          contactId: row.contact_id,
          ownerId: row.user_id,
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
      if (!contact || UNSENDABLE.has(contact.status)) {
        outcome.skipped(row.id);
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
    await outcome.done();
    // The rows it left unmarked go again when their claim runs out.
    if (thrown) throw thrown.error;
  };
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

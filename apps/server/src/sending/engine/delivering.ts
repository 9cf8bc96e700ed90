import type { Contact } from '@crm/api-client';
import type { BounceEnvelope } from '../../bounces/bounceEnvelope';
import type { VerpTarget } from '../../bounces/verpAddress';
import { UNSENDABLE_CONTACT_STATUSES } from '@crm/api-client';
import type { MailConfig } from '../../config';
import type { TrackingTokens } from '../../tracking/trackingTokens';
import type { DeliveryResult, Mailer } from '../mailer';
import type { MergeContact } from '../mergeTags';
import { campaignMessage, prepareMessage, type MessageSender } from '../messageBuilder';
import { renderPool, rendersInWorker } from '../render/renderPool';
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
  /** The server secret the tokens are made from (the render worker makes its own). */
  secret: () => Promise<string>;
  /** Each message's return path and bounce tracking header (bounces/bounceEnvelope.ts). */
  bounceEnvelopes: () => Promise<(target: VerpTarget) => BounceEnvelope>;
  /** Who an owner's mail is from (its settings over the server's default). */
  senderOf: (ownerId: number) => Promise<MessageSender>;
  store: FinishingStore;
  now: () => Date;
  /** Whether the campaign was cancelled since its batch was claimed (engine/cancelling.ts). */
  cancelled: (campaignId: number) => Promise<boolean>;
}

/** One recipient's message of a campaign, built and sent: its subject and the outcome. */
type Deliver = (input: {
  contact: MergeContact;
  to: string;
  recipientId: number;
  messageId: string;
  bounce: BounceEnvelope;
}) => Promise<{ subject: string; result: DeliveryResult }>;

/**
 * Delivering: each claimed row's message built by the one message builder from its campaign's
 * template (compiled once per campaign and kept for the next batches), sent under the process's
 * and the account's throttles with at most SEND_SLOTS in flight, its outcome handed to finishing.
 */
export function delivering(options: DeliveringOptions) {
  const { mail, mailer, throttle } = options;
  const templates = new Map<number, Deliver>();
  const sendSlots = slots(SEND_SLOTS);

  // A small campaign is compiled here once per process and each message built and sent here (well
  // under a millisecond); a large one is compiled, built and sent from the render worker
  // (render/renderPool.ts), so the event loop never waits for it (issue 26 §2). Either way with
  // its owner's sender.
  // An A/B campaign's variants are templates of their own: keyed apart (variant 0 the campaign's).
  const deliveryOf = async (
    sending: ClaimedBatch['campaign'],
    variant: number | null,
  ): Promise<Deliver> => {
    const chosen = variant === null ? undefined : sending.variants?.[variant - 1];
    const campaign = {
      ...sending,
      key: sending.key * 4 + (chosen ? variant! : 0),
      ...(chosen ?? {}),
    };
    let deliver = templates.get(campaign.key);
    if (!deliver) {
      if (templates.size > 50) templates.clear();
      const sender = await options.senderOf(campaign.ownerId);
      if (rendersInWorker(campaign)) {
        const remote = renderPool.campaign(
          campaign.ownerId,
          campaign,
          sender,
          mail,
          await options.secret(),
        );
        deliver = (input) => remote.send(input);
      } else {
        const template = prepareMessage(campaign, sender);
        const tokens = await options.tokens();
        deliver = async (input) => {
          const message = campaignMessage(template, {
            ...input,
            tokens,
            mail,
            replyTo: sender.replyTo,
          });
          return { subject: message.subject, result: await mailer.send(message) };
        };
      }
      templates.set(campaign.key, deliver);
    }
    return deliver;
  };

  return async function deliverBatch({ campaign, rows, contacts }: ClaimedBatch): Promise<void> {
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
      // Cancel stops every message not yet handed to the SMTP server (issue 26 §9).
      if (await options.cancelled(row.campaign_id)) {
        outcome.cancelled(row.id);
        return;
      }
      const deliver = await deliveryOf(campaign, row.variant);
      const { subject, result } = await deliver({
        contact,
        to: row.email,
        recipientId: row.id,
        messageId: row.message_id,
        bounce: bounceEnvelope({ kind: 'recipient', recipientId: row.id }),
      });
      if (result.ok) {
        outcome.sent(
          row.id,
          result.raw === undefined
            ? undefined
            : {
                campaignId: row.campaign_id,
                recipientId: row.id,
                to: row.email,
                subject,
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
      if (await options.cancelled(row.campaign_id)) {
        sendSlots.release();
        outcome.cancelled(row.id);
        continue;
      }
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
export function slots(count: number) {
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

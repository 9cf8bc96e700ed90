import { createHash } from 'node:crypto';
import type { MailConfig } from '../config';
import type { Db } from '../db/Db';
import type { Scope } from '../db/scope';
import { serverSecret } from '../db/serverSecretsRepository';
import { HttpError } from '../http/HttpError';
import { outboxRepository, type NewOutboxMessage } from '../outbox/outboxRepository';
import { settingsRepository } from '../settings/settingsRepository';
import { TRACKING_PATHS, trackingTokens, type TrackingTokens } from '../tracking/trackingTokens';
import { SEND_SLOTS, slots } from './engine/delivering';
import { newMessageId, sharedMailer } from './mailer';
import { assertMessageWithinLimits } from './messageLimits';
import { renderPool, rendersInWorker } from './render/renderPool';
import { sharedSendThrottle } from './tokenBucket';
import { mergeValues, type MergeContact, type MergeValues } from './mergeTags';
import {
  buildMessage,
  unsubscribeMailto,
  UNTRACKED,
  workflowStepLinks,
  type MessageContent,
  type PreparedMessage,
} from './messageBuilder';
import { senderOf } from './sender';

/** Who a single message goes to: a contact (merge tags, their own unsubscribe link) or an address. */
export type SingleRecipient =
  | { contact: MergeContact & { id: number } }
  | {
      address: string;
      /**
       * Shown where the unsubscribe link goes: a test send unsubscribes nobody. Absent for the
       * account's own mail (a password reset): no unsubscribe link, no List-Unsubscribe.
       */
      unsubscribeUrl?: string;
      /**
       * The merge tags' values of a message to a person that is no mailing (a form's
       * confirmation: the subscriber's fields and their `confirmUrl`). @default none
       */
      values?: MergeValues;
    };

export interface SingleMessage {
  content: MessageContent;
  to: SingleRecipient;
  /** Append the unsubscribe footer (campaign content, test sends). @default true */
  unsubscribeFooter?: boolean;
  /**
   * The product's own mail (a password reset, a test address's confirmation link): from the
   * server's sender, not the account's identity, with no footer. @default false
   */
  accountMail?: boolean;
  /** The campaign it belongs to (a test send), for the outbox. */
  campaignId?: number | null;
  /**
   * Makes the Message-ID follow from the key: a job that retries after a crash sends the same
   * message again under the same Message-ID, which receiving servers treat as one message.
   */
  key?: string;
  /** Wait for the account's and the process's send rate first, as campaign messages do (Compose). */
  throttled?: boolean;
  /**
   * A workflow step's email to a contact: its links and open pixel are tracked, counted on this
   * run's step. Untracked otherwise (one-to-one and test mail).
   */
  workflowStep?: { runId: number; stepId: string };
  /**
   * Keep it in the Outbox even when SMTP is set (a workflow's test run): built and signed the
   * same, delivered to no one. @default false
   */
  outbox?: boolean;
}

/**
 * How many compiled messages `sendOne` keeps (those compiled on this thread, under 32 KB: a
 * hundred stay within a few MB): a workflow's few templates for each account's sender.
 */
const PREPARED_KEPT = 100;
const preparedMessages = new Map<string, Promise<PreparedMessage>>();

/**
 * The compiled message for this content and sender, compiled once: a workflow step sends one
 * template to thousands of contacts one by one, and compiling it (the plain-text part from the
 * HTML above all) each time was three quarters of each message's cost (a profile of the workflows
 * bench); a campaign compiles once for all its recipients in the same way.
 */
function preparedOnce(
  parts: readonly (string | boolean)[],
  compile: () => Promise<PreparedMessage>,
): Promise<PreparedMessage> {
  const key = createHash('sha256').update(JSON.stringify(parts)).digest('base64');
  let found = preparedMessages.get(key);
  if (found) {
    // Most recently used last: the first entry is the one to drop.
    preparedMessages.delete(key);
  } else {
    found = compile();
    // A failed compile (content over the limits) is not kept.
    found.catch(() => preparedMessages.delete(key));
    if (preparedMessages.size >= PREPARED_KEPT)
      preparedMessages.delete(preparedMessages.keys().next().value!);
  }
  preparedMessages.set(key, found);
  return found;
}

/** The SMTP server refused or could not be reached: the caller decides how to say so. */
export class DeliveryFailed extends HttpError {
  constructor(reason: string) {
    super(502, `The email could not be sent: ${reason}`);
  }
}

/** What every message of one content to one owner shares: the mailer, sender and compiled template. */
async function outgoing(
  deps: Db & { config: { mail: MailConfig } },
  scope: Scope,
  message: Omit<SingleMessage, 'to'>,
) {
  const { mail } = deps.config;
  const mailer = sharedMailer(message.outbox ? { ...mail, smtpUrl: undefined } : mail);
  assertMessageWithinLimits(message.content.content);
  const sender = senderOf(
    message.accountMail ? undefined : await settingsRepository(deps, scope).sender(),
    mail,
  );
  const unsubscribeFooter = message.accountMail ? false : (message.unsubscribeFooter ?? true);
  const compile = () =>
    renderPool.prepare(scope.ownerId, message.content, sender, { unsubscribeFooter });
  const prepared = await (rendersInWorker(message.content)
    ? compile()
    : preparedOnce(
        [
          message.content.subject,
          message.content.content,
          sender.from,
          sender.postalAddress ?? '',
          unsubscribeFooter,
        ],
        compile,
      ));
  let tokens: TrackingTokens | undefined;
  return {
    mailer,
    /** One recipient's message, built: its Message-ID follows from `key` when there is one. */
    async build(
      to: SingleRecipient,
      key: string | undefined,
      workflowStep: SingleMessage['workflowStep'],
    ) {
      const messageId = key
        ? `<k.${createHash('sha256').update(key).digest('hex').slice(0, 32)}@${mailer.domain}>`
        : newMessageId(mailer.domain);
      let recipient: { address: string; unsubscribeUrl: string | undefined; reference: string };
      let links = UNTRACKED;
      if ('contact' in to) {
        tokens ??= trackingTokens(await serverSecret(deps, mail.appSecret));
        const token = tokens.sign({
          kind: 'contact-unsubscribe',
          contactId: to.contact.id,
          ownerId: scope.ownerId,
          expiresAt: Date.now() + mail.trackingTokenTtlMs,
        });
        recipient = {
          address: to.contact.email,
          unsubscribeUrl: `${mail.publicUrl}${TRACKING_PATHS.unsubscribe}${token}`,
          reference: `contact ${to.contact.id}`,
        };
        if (workflowStep)
          links = workflowStepLinks(
            tokens,
            mail,
            { ...workflowStep, ownerId: scope.ownerId },
            recipient.unsubscribeUrl!,
          );
      } else {
        recipient = { address: to.address, unsubscribeUrl: to.unsubscribeUrl, reference: 'test' };
      }
      return buildMessage(prepared, {
        to: recipient.address,
        messageId,
        values: 'contact' in to ? mergeValues(to.contact) : (to.values ?? new Map()),
        links,
        ...(recipient.unsubscribeUrl
          ? {
              unsubscribeUrl: recipient.unsubscribeUrl,
              unsubscribeMailto: unsubscribeMailto(mail, recipient.reference),
            }
          : {}),
        ...(sender.replyTo ? { replyTo: sender.replyTo } : {}),
      });
    },
  };
}

/**
 * Sends one message now (test sends, Compose Email, a form's confirmation), made by the one
 * message builder exactly as a campaign's is, through the same mailer (DKIM, pooled SMTP or the
 * local outbox). Links are not tracked (no recipient row to count them on), but for a workflow
 * step's email (`workflowStep`), counted on the contact's run and step.
 */
export async function sendOne(
  deps: Db & { config: { mail: MailConfig } },
  scope: Scope,
  message: SingleMessage,
): Promise<{ success: true; messageId: string; mode: 'smtp' | 'outbox' }> {
  const out = await outgoing(deps, scope, message);
  const built = await out.build(message.to, message.key, message.workflowStep);
  if (message.throttled) await sharedSendThrottle(deps.config.mail).take(scope.ownerId);
  const result = await out.mailer.send(built);
  if (!result.ok) throw new DeliveryFailed(result.error);
  if (result.raw !== undefined)
    await outboxRepository(deps, scope).store(
      [
        {
          campaignId: message.campaignId ?? null,
          recipientId: null,
          to: built.to,
          subject: built.subject,
          messageId: built.messageId,
          raw: result.raw,
        },
      ],
      new Date(),
    );
  return { success: true, messageId: built.messageId, mode: out.mailer.mode };
}

/** One contact's message of `sendEach`, and what came of it. */
export interface EachMessage {
  to: { contact: MergeContact & { id: number } };
  key: string;
  workflowStep?: { runId: number; stepId: string };
}
export type EachResult = { ok: true } | { ok: false; error: DeliveryFailed };

/**
 * The same content to many contacts of one owner (a workflow's email step for a batch of its
 * contacts): compiled once, each message built by the one builder and sent as `sendOne` sends it,
 * SEND_SLOTS at a time across the process as campaign mail goes, the Outbox copies stored in one
 * write. The results come in the order of `each`; a refused message fails alone.
 */
export async function sendEach(
  deps: Db & { config: { mail: MailConfig } },
  scope: Scope,
  message: Omit<SingleMessage, 'to' | 'key' | 'workflowStep' | 'campaignId'>,
  each: readonly EachMessage[],
): Promise<EachResult[]> {
  const out = await outgoing(deps, scope, message);
  const throttle = sharedSendThrottle(deps.config.mail);
  const copies: NewOutboxMessage[] = [];
  const results = await Promise.all(
    each.map(async (one): Promise<EachResult> => {
      await eachSlots.acquire();
      try {
        const built = await out.build(one.to, one.key, one.workflowStep);
        if (message.throttled) await throttle.take(scope.ownerId);
        const result = await out.mailer.send(built);
        if (!result.ok) return { ok: false, error: new DeliveryFailed(result.error) };
        if (result.raw !== undefined)
          copies.push({
            campaignId: null,
            recipientId: null,
            to: built.to,
            subject: built.subject,
            messageId: built.messageId,
            raw: result.raw,
          });
        return { ok: true };
      } finally {
        eachSlots.release();
      }
    }),
  );
  if (copies.length > 0) await outboxRepository(deps, scope).store(copies, new Date());
  return results;
}

/** The process's messages of `sendEach` in the mailer's hands at once, as a campaign's (SEND_SLOTS). */
const eachSlots = slots(SEND_SLOTS);

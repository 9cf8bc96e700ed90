import { createHash } from 'node:crypto';
import type { MailConfig } from '../config';
import type { Db } from '../db/Db';
import type { Scope } from '../db/scope';
import { serverSecret } from '../db/serverSecretsRepository';
import { HttpError } from '../http/HttpError';
import { outboxRepository } from '../outbox/outboxRepository';
import { settingsRepository } from '../settings/settingsRepository';
import { TRACKING_PATHS, trackingTokens } from '../tracking/trackingTokens';
import { newMessageId, sharedMailer } from './mailer';
import { assertMessageWithinLimits } from './messageLimits';
import { renderPool, rendersInWorker } from './render/renderPool';
import { sharedSendThrottle } from './tokenBucket';
import { mergeValues, type MergeContact } from './mergeTags';
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

/**
 * Sends one message now (test sends, Compose Email, and later workflow steps), made by the one
 * message builder exactly as a campaign's is, through the same mailer (DKIM, pooled SMTP or the
 * local outbox). Links are not tracked (no recipient row to count them on), but for a workflow
 * step's email (`workflowStep`), counted on the contact's run and step.
 */
export async function sendOne(
  deps: Db & { config: { mail: MailConfig } },
  scope: Scope,
  message: SingleMessage,
): Promise<{ success: true; messageId: string; mode: 'smtp' | 'outbox' }> {
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
  const messageId = message.key
    ? `<k.${createHash('sha256').update(message.key).digest('hex').slice(0, 32)}@${mailer.domain}>`
    : newMessageId(mailer.domain);
  const { to } = message;
  let recipient: { address: string; unsubscribeUrl: string | undefined; reference: string };
  let links = UNTRACKED;
  if ('contact' in to) {
    const tokens = trackingTokens(await serverSecret(deps, mail.appSecret));
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
    if (message.workflowStep)
      links = workflowStepLinks(
        tokens,
        mail,
        { ...message.workflowStep, ownerId: scope.ownerId },
        recipient.unsubscribeUrl!,
      );
  } else {
    recipient = { address: to.address, unsubscribeUrl: to.unsubscribeUrl, reference: 'test' };
  }
  const built = buildMessage(prepared, {
    to: recipient.address,
    messageId,
    values: 'contact' in to ? mergeValues(to.contact) : new Map(),
    links,
    ...(recipient.unsubscribeUrl
      ? {
          unsubscribeUrl: recipient.unsubscribeUrl,
          unsubscribeMailto: unsubscribeMailto(mail, recipient.reference),
        }
      : {}),
    ...(sender.replyTo ? { replyTo: sender.replyTo } : {}),
  });
  if (message.throttled) await sharedSendThrottle(mail).take(scope.ownerId);
  const result = await mailer.send(built);
  if (!result.ok) throw new DeliveryFailed(result.error);
  if (result.raw !== undefined)
    await outboxRepository(deps, scope).store(
      [
        {
          campaignId: message.campaignId ?? null,
          recipientId: null,
          to: built.to,
          subject: built.subject,
          messageId,
          raw: result.raw,
        },
      ],
      new Date(),
    );
  return { success: true, messageId, mode: mailer.mode };
}

import type { BounceEnvelope } from '../bounces/bounceEnvelope';
import type { MailConfig } from '../config';
import { TRACKING_PATHS, type TrackingTokens } from '../tracking/trackingTokens';
import type { RawOutgoingMessage } from './mailer';
import { mergeValues, type MergeContact, type MergeValues } from './mergeTags';
import { buildRawMessage, mimeTemplate, type MimeTemplate } from './mimeMessage';
import { compileMessage, type RecipientLinks } from './renderCampaign';

/**
 * THE message builder. Every message the product sends (a campaign's, a test send, Compose Email,
 * and next a workflow step's) is made here the same way: the content compiled once into a MIME
 * template (`prepareMessage`), then one recipient's raw MIME with merge tags filled, the same
 * headers (From, To, Subject, Date, Message-ID, MIME-Version, List-Unsubscribe with an https URL
 * and a mailto, List-Unsubscribe-Post, and Reply-To and Cc when given) and the same two parts; the
 * mailer only signs it (DKIM) and hands it over. So a test send exercises exactly what a campaign
 * sends, and DKIM signs the same headers on every kind of message.
 */
export type PreparedMessage = MimeTemplate;

export interface MessageContent {
  subject: string;
  /** HTML, or plain text (paragraphs and line breaks become HTML). */
  content: string;
}

/**
 * Who a message is from: the account's sender identity (settings area) over the server's default
 * (`senderOf` in sender.ts). `from` is the whole From header value.
 */
export interface MessageSender {
  from: string;
  replyTo?: string | undefined;
  /** Shown in the footer of marketing mail (CAN-SPAM). */
  postalAddress?: string | undefined;
}

/**
 * Compiles content once for any number of recipients. `unsubscribeFooter` appends the small
 * footer: the sender's postal address, and the unsubscribe link unless the content places
 * `{{unsubscribeUrl}}` itself.
 */
export function prepareMessage(
  content: MessageContent,
  sender: Pick<MessageSender, 'from' | 'postalAddress'>,
  options: { unsubscribeFooter?: boolean } = {},
): PreparedMessage {
  return mimeTemplate(
    compileMessage(content, { ...options, postalAddress: sender.postalAddress }),
    sender.from,
  );
}

export interface MessageRecipient {
  to: string;
  messageId: string;
  /** The merge tags' values (`mergeValues(contact)`); `unsubscribeurl` is added from `unsubscribeUrl`. */
  values: MergeValues;
  links: RecipientLinks;
  /**
   * The https URL of List-Unsubscribe (one-click POST) and of `{{unsubscribeUrl}}`; with the
   * mailto below. Both absent: the account's own mail (a password reset), no List-Unsubscribe.
   */
  unsubscribeUrl?: string;
  /** The mailto of List-Unsubscribe: an unsubscribe request by mail to the From address. */
  unsubscribeMailto?: string;
  replyTo?: string;
  cc?: string;
  /** Where bounces go: the VERP envelope sender and the provider's tracking header. */
  bounce?: BounceEnvelope;
}

/** One recipient's message, as the exact bytes an SMTP server receives. */
export function buildMessage(
  prepared: PreparedMessage,
  recipient: MessageRecipient,
): RawOutgoingMessage {
  const { unsubscribeUrl, unsubscribeMailto } = recipient;
  const values =
    unsubscribeUrl === undefined || recipient.values.get('unsubscribeurl') === unsubscribeUrl
      ? recipient.values
      : new Map(recipient.values).set('unsubscribeurl', unsubscribeUrl);
  const { subject, raw } = buildRawMessage(prepared, {
    to: recipient.to,
    messageId: recipient.messageId,
    values,
    links: recipient.links,
    ...(unsubscribeUrl && unsubscribeMailto
      ? { unsubscribe: { url: unsubscribeUrl, mailto: unsubscribeMailto } }
      : {}),
    ...(recipient.replyTo ? { replyTo: recipient.replyTo } : {}),
    ...(recipient.cc ? { cc: recipient.cc } : {}),
    ...(recipient.bounce ? { headers: recipient.bounce.headers } : {}),
  });
  const envelopeFrom = recipient.bounce?.envelopeFrom;
  return {
    to: recipient.to,
    subject,
    messageId: recipient.messageId,
    raw,
    ...(envelopeFrom ? { envelopeFrom } : {}),
  };
}

/** The bare address of `Name <a@b>`. */
export function addressOf(from: string): string {
  return /<([^>]+)>/.exec(from)?.[1] ?? from.trim();
}

/** The mailto unsubscribe of List-Unsubscribe: to the From address, naming what to unsubscribe. */
export function unsubscribeMailto(mail: Pick<MailConfig, 'from'>, reference: string): string {
  return `mailto:${addressOf(mail.from)}?subject=${encodeURIComponent(`unsubscribe ${reference}`)}`;
}

/** Links left as they are, no open pixel: test sends and one-to-one messages are not tracked. */
export const UNTRACKED: RecipientLinks = { click: (url) => url, openPixelUrl: undefined };

/**
 * The links of the email a workflow's step sends a contact: tracked as a campaign's are (every
 * http(s) link a signed click redirect, an open pixel), counted on the contact's run and step.
 */
export function workflowStepLinks(
  tokens: TrackingTokens,
  mail: MailConfig,
  step: { runId: number; stepId: string; ownerId: number },
  unsubscribeUrl: string,
): RecipientLinks {
  const expiresAt = Date.now() + mail.trackingTokenTtlMs;
  const clickExpiresAt = Date.now() + mail.clickTokenTtlMs;
  const base = mail.publicUrl;
  return {
    openPixelUrl: `${base}${TRACKING_PATHS.open}${tokens.sign({ kind: 'step-open', ...step, expiresAt })}`,
    click: (url) =>
      url === unsubscribeUrl
        ? url
        : `${base}${TRACKING_PATHS.click}${tokens.sign({ kind: 'step-click', ...step, expiresAt: clickExpiresAt, url })}`,
  };
}

/** What makes one recipient's campaign message theirs (`campaignMessage`, the pre-send check). */
export interface CampaignRecipientInput {
  contact: MergeContact;
  to: string;
  recipientId: number;
  messageId: string;
  tokens: TrackingTokens;
  mail: MailConfig;
  /** The campaign owner's Reply-To (settings), when set. */
  replyTo?: string | undefined;
  /** Its return path and tracking header (`bounceEnvelopes`), tied to its recipient row. */
  bounce?: BounceEnvelope;
}

/**
 * One recipient of a campaign: merge values, every http(s) link wrapped in a signed click
 * redirect, an open pixel, and the one-click unsubscribe URL of its recipient row.
 */
export function campaignRecipient(input: CampaignRecipientInput): MessageRecipient {
  const { tokens, recipientId, mail } = input;
  const expiresAt = Date.now() + mail.trackingTokenTtlMs;
  const clickExpiresAt = Date.now() + mail.clickTokenTtlMs;
  const base = mail.publicUrl;
  const unsubscribeUrl = `${base}${TRACKING_PATHS.unsubscribe}${tokens.sign({ kind: 'unsubscribe', recipientId, expiresAt })}`;
  return {
    to: input.to,
    messageId: input.messageId,
    values: mergeValues(input.contact, { unsubscribeurl: unsubscribeUrl }),
    links: {
      openPixelUrl: `${base}${TRACKING_PATHS.open}${tokens.sign({ kind: 'open', recipientId, expiresAt })}`,
      click: (url) =>
        url === unsubscribeUrl
          ? url
          : `${base}${TRACKING_PATHS.click}${tokens.sign({ kind: 'click', recipientId, expiresAt: clickExpiresAt, url })}`,
    },
    unsubscribeUrl,
    unsubscribeMailto: unsubscribeMailto(mail, String(recipientId)),
    ...(input.replyTo ? { replyTo: input.replyTo } : {}),
    ...(input.bounce ? { bounce: input.bounce } : {}),
  };
}

/** One recipient's campaign message, its links and unsubscribe in the body and the headers. */
export function campaignMessage(
  prepared: PreparedMessage,
  input: CampaignRecipientInput,
): RawOutgoingMessage {
  return buildMessage(prepared, campaignRecipient(input));
}

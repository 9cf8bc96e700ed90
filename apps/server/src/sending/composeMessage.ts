import type { MailConfig } from '../config';
import type { RawOutgoingMessage } from './mailer';
import { mergeValues, type MergeContact } from './mergeTags';
import { buildRawMessage, type MimeTemplate } from './mimeMessage';
import type { MergeContactRow } from './sendingRepository';
import type { TrackingTokens } from './trackingTokens';

/** Public paths of the tracking routes (see tracking/trackingRoutes.ts). */
export const TRACKING_PATHS = { open: '/t/o/', click: '/t/c/', unsubscribe: '/u/' } as const;

export function toMergeContact(row: MergeContactRow): MergeContact {
  let customFields: Record<string, unknown> = {};
  try {
    const parsed: unknown = JSON.parse(row.custom_fields);
    if (parsed && typeof parsed === 'object' && !Array.isArray(parsed))
      customFields = parsed as Record<string, unknown>;
  } catch {
    // A malformed value merges as no custom fields.
  }
  return {
    firstName: row.first_name,
    lastName: row.last_name,
    email: row.email,
    company: row.company,
    position: row.position,
    phone: row.phone,
    customFields,
  };
}

/** The bare address of `Name <a@b>`. */
export function addressOf(from: string): string {
  return /<([^>]+)>/.exec(from)?.[1] ?? from.trim();
}

/**
 * One recipient's campaign message, as raw MIME from the campaign's template: merge tags filled,
 * every http(s) link wrapped in a signed click redirect, an open pixel, and the one-click
 * unsubscribe URL in the body and the headers.
 */
export function composeCampaignMessage(input: {
  template: MimeTemplate;
  contact: MergeContact;
  to: string;
  recipientId: number;
  messageId: string;
  tokens: TrackingTokens;
  mail: MailConfig;
}): RawOutgoingMessage {
  const { tokens, recipientId, mail } = input;
  const expiresAt = Date.now() + mail.trackingTokenTtlMs;
  const base = mail.publicUrl;
  const unsubscribeUrl = `${base}${TRACKING_PATHS.unsubscribe}${tokens.sign({ kind: 'unsubscribe', recipientId, expiresAt })}`;
  const { subject, raw } = buildRawMessage(input.template, {
    to: input.to,
    messageId: input.messageId,
    values: mergeValues(input.contact, { unsubscribeurl: unsubscribeUrl }),
    links: {
      openPixelUrl: `${base}${TRACKING_PATHS.open}${tokens.sign({ kind: 'open', recipientId, expiresAt })}`,
      click: (url) =>
        url === unsubscribeUrl
          ? url
          : `${base}${TRACKING_PATHS.click}${tokens.sign({ kind: 'click', recipientId, expiresAt, url })}`,
    },
    unsubscribe: {
      url: unsubscribeUrl,
      mailto: `mailto:${addressOf(mail.from)}?subject=${encodeURIComponent(`unsubscribe ${recipientId}`)}`,
    },
  });
  return { to: input.to, subject, messageId: input.messageId, raw };
}

import type { SenderSettings } from '@crm/api-client';
import type { MailConfig } from '../config';
import { addressOf, type MessageSender } from './messageBuilder';

/** The server's default sender (`MAIL_FROM`), as a name and an address. */
export function defaultSender(mail: Pick<MailConfig, 'from'>): {
  fromName: string;
  fromEmail: string;
} {
  const name = /^\s*"?([^"<]*?)"?\s*</.exec(mail.from)?.[1]?.trim() ?? '';
  return { fromName: name, fromEmail: addressOf(mail.from) };
}

/** A From header value: `"Name" <address>` (quoted, so commas and dots in names stay one name). */
export function formatFrom(name: string, email: string): string {
  return name ? `"${name.replace(/["\\]/g, '\\$&')}" <${email}>` : email;
}

/**
 * Who an account's mail is from: its own sender identity (the settings area) where set, the
 * server's default for the rest. Every message the one builder makes takes it: campaigns, test
 * sends, Compose Email and the account's own mail.
 */
export function senderOf(
  settings: SenderSettings | undefined,
  mail: Pick<MailConfig, 'from'>,
): MessageSender {
  const fallback = defaultSender(mail);
  const from =
    settings?.fromName || settings?.fromEmail
      ? formatFrom(settings.fromName ?? fallback.fromName, settings.fromEmail ?? fallback.fromEmail)
      : mail.from;
  return {
    from,
    replyTo: settings?.replyTo ?? undefined,
    postalAddress: settings?.postalAddress ?? undefined,
  };
}

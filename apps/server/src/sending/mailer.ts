import { randomUUID } from 'node:crypto';
import nodemailer from 'nodemailer';
import type { MailConfig } from '../config';

/** A message in MIME form, as the one message builder makes every message (messageBuilder.ts). */
export interface RawOutgoingMessage {
  to: string;
  subject: string;
  messageId: string;
  raw: Buffer;
  /** The SMTP MAIL FROM when not the From address: a campaign message's VERP return path. */
  envelopeFrom?: string;
}

export type DeliveryResult =
  | { ok: true; response: string; raw: string | undefined }
  | { ok: false; transient: boolean; hardBounce: boolean; error: string };

export interface Mailer {
  /** 'smtp' delivers; 'outbox' renders the raw MIME and hands it back to be stored. */
  readonly mode: 'smtp' | 'outbox';
  /** The From address's domain, used in Message-IDs. */
  readonly domain: string;
  send(message: RawOutgoingMessage): Promise<DeliveryResult>;
  close(): void;
}

/**
 * A permanent "user unknown": the 5.1.1 / 5.1.10 enhanced codes or the wording servers use for a
 * mailbox that does not exist. Other 5xx answers (policy, content, auth) fail the message but say
 * nothing about the address, so they do not mark the contact as bounced.
 */
const USER_UNKNOWN =
  /\b5\.1\.(1|10)\b|user unknown|unknown user|no such (user|mailbox|recipient)|mailbox (not found|unavailable|does not exist)|recipient (address )?rejected|does not exist/i;

export function classifyFailure(error: unknown): Extract<DeliveryResult, { ok: false }> {
  const e = (error ?? {}) as {
    responseCode?: number;
    response?: string;
    message?: string;
    permanent?: boolean;
  };
  const text = (e.response || e.message || String(error)).slice(0, 500);
  const code = e.responseCode;
  // No SMTP reply at all (refused, reset, timed out): the connection, not the message, failed.
  const permanent = code !== undefined && code >= 500 && code < 600 && e.permanent !== false;
  return {
    ok: false,
    transient: !permanent,
    hardBounce: permanent && USER_UNKNOWN.test(text),
    error: text,
  };
}

export function fromDomain(from: string): string {
  const match = /@([^\s>]+)>?\s*$/.exec(from);
  return (match?.[1] ?? 'localhost').toLowerCase();
}

export function newMessageId(domain: string): string {
  return `<${randomUUID()}@${domain}>`;
}

/**
 * The headers DKIM signs, when a message has them: nodemailer's list (RFC 6376 §5.4) plus
 * List-Unsubscribe-Post, which RFC 8058 §4 requires signed with List-Unsubscribe (without it Gmail
 * offers no one-click unsubscribe; nodemailer's default list leaves it out).
 */
export const DKIM_SIGNED_HEADERS = [
  'From',
  'Sender',
  'Reply-To',
  'Subject',
  'Date',
  'Message-ID',
  'To',
  'Cc',
  'MIME-Version',
  'Content-Type',
  'Content-Transfer-Encoding',
  'Content-ID',
  'Content-Description',
  'In-Reply-To',
  'References',
  'List-Id',
  'List-Help',
  'List-Unsubscribe',
  'List-Unsubscribe-Post',
  'List-Subscribe',
  'List-Post',
  'List-Owner',
  'List-Archive',
] as const;

/**
 * nodemailer with pooled SMTP connections when `SMTP_URL` is set; otherwise its stream transport,
 * which hands back exactly the bytes an SMTP server would receive (DKIM signature included) for
 * the outbox. Every message arrives built (messageBuilder.ts); nodemailer signs and delivers it.
 */
export function createMailer(config: MailConfig): Mailer {
  const dkim = config.dkim
    ? { dkim: { ...config.dkim, headerFieldNames: DKIM_SIGNED_HEADERS.join(':') } }
    : {};
  const domain = fromDomain(config.from);
  const mode = config.smtpUrl ? 'smtp' : 'outbox';
  const transport = config.smtpUrl
    ? nodemailer.createTransport({
        ...smtpOptions(config.smtpUrl),
        pool: true,
        maxConnections: 5,
        maxMessages: Infinity,
        connectionTimeout: 30_000,
        socketTimeout: 60_000,
        ...dkim,
      })
    : nodemailer.createTransport({
        streamTransport: true,
        buffer: true,
        newline: 'windows',
        ...dkim,
      });

  return {
    mode,
    domain,
    async send(message) {
      try {
        const info = await transport.sendMail({
          // nodemailer reads nothing out of a raw message: the envelope is given.
          envelope: { from: message.envelopeFrom ?? config.from, to: [message.to] },
          messageId: message.messageId,
          raw: message.raw,
        });
        const raw = Buffer.isBuffer(info.message) ? info.message.toString('utf8') : undefined;
        return { ok: true, response: String(info.response ?? 'stored'), raw };
      } catch (error) {
        return classifyFailure(error);
      }
    },
    close: () => transport.close(),
  };
}

/** `smtp://user:pass@host:587` / `smtps://...` into nodemailer's options (credentials decoded). */
function smtpOptions(url: string) {
  const u = new URL(url);
  const secure = u.protocol === 'smtps:';
  return {
    host: u.hostname,
    port: u.port ? Number(u.port) : secure ? 465 : 587,
    secure,
    ...(u.username
      ? { auth: { user: decodeURIComponent(u.username), pass: decodeURIComponent(u.password) } }
      : {}),
    // `?tls=false` (a local sink or test server without STARTTLS) skips the upgrade.
    ...(u.searchParams.get('tls') === 'false' ? { ignoreTLS: true } : {}),
  };
}

const shared = new Map<string, Mailer>();

/** One mailer (and SMTP pool) per configuration for the whole process: routes and workers share it. */
export function sharedMailer(config: MailConfig): Mailer {
  const key = JSON.stringify([config.smtpUrl, config.from, config.dkim]);
  let mailer = shared.get(key);
  if (!mailer) {
    mailer = createMailer(config);
    shared.set(key, mailer);
  }
  return mailer;
}

/** Closes every shared SMTP pool (tests, shutdown). */
export function closeSharedMailers(): void {
  for (const mailer of shared.values()) mailer.close();
  shared.clear();
}

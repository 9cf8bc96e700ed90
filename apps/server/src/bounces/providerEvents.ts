import { bounceKindForStatus, type BounceKind } from './classifyReport';
import type { ProviderEvent } from './processReport';

/**
 * The custom-data field each provider echoes back in its webhooks, carrying our VERP token:
 * the message builder sets {@link providerTrackingHeaders} on every message, and the events below
 * read the token back. The Message-ID is the fallback (Mailgun and SendGrid keep ours; SES and
 * Postmark replace it with their own, so there the token is the only link).
 */
export const TOKEN_FIELD = 'beacon_bounce';

/** Headers that make the provider behind `smtpHost` return our token in its bounce events. */
export function providerTrackingHeaders(smtpHost: string, token: string): Record<string, string> {
  const host = smtpHost.toLowerCase();
  const headers: Record<string, string> = { 'X-Beacon-Bounce': token };
  if (host.endsWith('postmarkapp.com')) headers[`X-PM-Metadata-${TOKEN_FIELD}`] = token;
  if (host.endsWith('mailgun.org') || host.endsWith('mailgun.net'))
    headers['X-Mailgun-Variables'] = JSON.stringify({ [TOKEN_FIELD]: token });
  if (host.endsWith('sendgrid.net'))
    headers['X-SMTPAPI'] = JSON.stringify({ unique_args: { [TOKEN_FIELD]: token } });
  if (host.endsWith('brevo.com') || host.endsWith('sendinblue.com'))
    headers['X-Mailin-custom'] = `${TOKEN_FIELD}:${token}`;
  return headers;
}

type Json = Record<string, unknown>;
const obj = (v: unknown): Json =>
  v && typeof v === 'object' && !Array.isArray(v) ? (v as Json) : {};
const str = (v: unknown): string | undefined => (typeof v === 'string' && v ? v : undefined);
const list = (v: unknown): unknown[] => (Array.isArray(v) ? v : []);
const statusIn = (text: string | undefined) =>
  /\b([245]\.\d{1,3}\.\d{1,3})\b/.exec(text ?? '')?.[1];

function event(
  kind: BounceKind,
  fields: { token?: string; messageId?: string; address?: string; status?: string; reason: string },
): ProviderEvent {
  return {
    token: fields.token,
    messageId: fields.messageId,
    verdict: {
      kind,
      address: fields.address?.toLowerCase(),
      status: fields.status,
      reason: fields.reason.slice(0, 500),
    },
  };
}

/**
 * Amazon SES notifications (the SNS Message, as notification or event publishing): Permanent
 * bounces are hard, Transient and Undetermined soft, complaints complaints; deliveries and the
 * rest call for nothing. The token is in the header SES returns, or the envelope sender (source)
 * is our VERP address.
 */
export function sesEvents(message: Json): ProviderEvent[] {
  const type = str(message.notificationType) ?? str(message.eventType);
  const mail = obj(message.mail);
  const headers = list(mail.headers).map(obj);
  const token =
    str(headers.find((h) => str(h.name)?.toLowerCase() === 'x-beacon-bounce')?.value) ??
    str(mail.source);
  const messageId = str(obj(mail.commonHeaders).messageId);
  if (type === 'Bounce') {
    const bounce = obj(message.bounce);
    const permanent = bounce.bounceType === 'Permanent';
    return list(bounce.bouncedRecipients).map((r) => {
      const recipient = obj(r);
      const diagnostic = str(recipient.diagnosticCode);
      return event(permanent ? 'hard' : 'soft', {
        token,
        messageId,
        address: str(recipient.emailAddress),
        status: str(recipient.status) ?? statusIn(diagnostic),
        reason: diagnostic ?? `SES ${String(bounce.bounceType)} ${String(bounce.bounceSubType)}`,
      });
    });
  }
  if (type === 'Complaint') {
    const complaint = obj(message.complaint);
    // A complaint SES forwards with feedback type "not-spam" is the opposite of one.
    if (complaint.complaintFeedbackType === 'not-spam') return [];
    return list(complaint.complainedRecipients).map((r) =>
      event('complaint', {
        token,
        messageId,
        address: str(obj(r).emailAddress),
        status: str(complaint.complaintFeedbackType) ?? 'abuse',
        reason: `Complaint via Amazon SES (${str(complaint.complaintFeedbackType) ?? 'abuse'})`,
      }),
    );
  }
  return [];
}

const POSTMARK_HARD = new Set(['HardBounce', 'BadEmailAddress', 'ManuallyDeactivated']);
const POSTMARK_SOFT = new Set([
  'SoftBounce',
  'Transient',
  'DnsError',
  'Blocked',
  'ContentRelated',
  'SpamNotification',
  'Undeliverable',
  'Unknown',
  'SMTPApiError',
  'InboundError',
  'DMARCPolicy',
  'TemplateRenderingFailed',
]);

/** Postmark's bounce and spam-complaint webhooks (one record per post). */
export function postmarkEvents(body: Json): ProviderEvent[] {
  const type = str(body.Type);
  const token = str(obj(body.Metadata)[TOKEN_FIELD]);
  // Postmark's MessageID is its own, not ours: the token in Metadata is the link.
  const fields = {
    token,
    address: str(body.Email),
    reason:
      [str(body.Description), str(body.Details)].filter(Boolean).join(' ') || `Postmark ${type}`,
  };
  if (body.RecordType === 'SpamComplaint' || type === 'SpamComplaint')
    return [event('complaint', { ...fields, status: 'abuse' })];
  if (body.RecordType !== 'Bounce' || !type) return [];
  const status = statusIn(str(body.Details));
  if (POSTMARK_HARD.has(type)) return [event('hard', { ...fields, status: status ?? type })];
  if (POSTMARK_SOFT.has(type)) return [event('soft', { ...fields, status: status ?? type })];
  // AutoResponder, Subscribe, ChallengeVerification, OpenRelayTest...: not bounces.
  return [];
}

/**
 * Mailgun's `failed` and `complained` events. Temporary failures are Mailgun's own retries still
 * under way: only the permanent failure at the end counts (soft when it says the message expired
 * or the reply was not about the address).
 */
export function mailgunEvents(body: Json): ProviderEvent[] {
  const data = obj(body['event-data']);
  const headers = obj(obj(data.message).headers);
  const fields = {
    token: str(obj(data['user-variables'])[TOKEN_FIELD]),
    messageId: str(headers['message-id']),
    address: str(data.recipient),
  };
  if (data.event === 'complained')
    return [event('complaint', { ...fields, status: 'abuse', reason: 'Complaint via Mailgun' })];
  if (data.event !== 'failed' || data.severity !== 'permanent') return [];
  const delivery = obj(data['delivery-status']);
  const text = [str(delivery.message), str(delivery.description)].filter(Boolean).join(' ');
  const code = typeof delivery.code === 'number' ? delivery.code : undefined;
  const status = str(delivery['enhanced-code']) ?? statusIn(text);
  const kind =
    data.reason === 'old' || (code !== undefined && code < 500)
      ? 'soft'
      : status
        ? bounceKindForStatus(status)
        : 'hard';
  return [
    event(kind, {
      ...fields,
      status,
      reason: `${code ?? ''} ${text}`.trim() || `Mailgun ${String(data.reason)}`,
    }),
  ];
}

/** SendGrid's event webhook (a batch): `bounce` (type bounce or blocked) and `spamreport`. */
export function sendgridEvents(batch: unknown[]): ProviderEvent[] {
  return batch.map(obj).flatMap((e) => {
    const fields = {
      token: str(e[TOKEN_FIELD]),
      messageId: str(e['smtp-id']),
      address: str(e.email),
    };
    if (e.event === 'spamreport')
      return [event('complaint', { ...fields, status: 'abuse', reason: 'Complaint via SendGrid' })];
    if (e.event !== 'bounce') return [];
    const status = str(e.status) ?? statusIn(str(e.reason));
    const kind = e.type === 'blocked' ? 'soft' : bounceKindForStatus(status ?? '5.0.0');
    return [
      event(kind, { ...fields, status, reason: str(e.reason) ?? `SendGrid ${String(e.type)}` }),
    ];
  });
}

/** Brevo's transactional webhook: hard_bounce, soft_bounce, blocked, invalid_email, spam. */
export function brevoEvents(body: Json): ProviderEvent[] {
  const custom = str(body['X-Mailin-custom']) ?? str(body['x-mailin-custom']);
  const token = custom?.startsWith(`${TOKEN_FIELD}:`)
    ? custom.slice(TOKEN_FIELD.length + 1)
    : undefined;
  const fields = {
    token,
    messageId: str(body['message-id']),
    address: str(body.email),
    reason: str(body.reason) ?? `Brevo ${String(body.event)}`,
  };
  const status = statusIn(fields.reason);
  switch (body.event) {
    case 'hard_bounce':
    case 'invalid_email':
      return [event('hard', { ...fields, status: status ?? String(body.event) })];
    case 'soft_bounce':
    case 'blocked':
      return [event('soft', { ...fields, status: status ?? String(body.event) })];
    case 'spam':
    case 'complaint':
      return [event('complaint', { ...fields, status: 'abuse' })];
    default:
      return [];
  }
}

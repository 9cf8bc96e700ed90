import { bodyText, parseFields, parseMime, splitHeaders, type MimePart } from './mimeTree';

/** One recipient's block of a message/delivery-status (RFC 3464 §2.3). */
export interface DsnRecipient {
  finalRecipient: string | undefined;
  originalRecipient: string | undefined;
  /** failed, delayed, delivered, relayed or expanded (lower case). */
  action: string;
  /** The enhanced status code `class.subject.detail` (RFC 3463), or undefined when none is given. */
  status: string | undefined;
  diagnosticCode: string | undefined;
  remoteMta: string | undefined;
}

/** What the report returned of our message: the fields that tie it to one we sent. */
export interface ReturnedMessage {
  /** The original Message-ID, with its angle brackets. */
  messageId: string | undefined;
  /** Addresses that may carry our VERP token: Return-Path and the like. */
  returnPaths: string[];
}

export type ParsedReport =
  | {
      type: 'delivery-status';
      reportingMta: string | undefined;
      recipients: DsnRecipient[];
      /** Addresses the report itself was sent to (To, Delivered-To...), where VERP lands. */
      reportAddressedTo: string[];
      original: ReturnedMessage;
    }
  | {
      type: 'feedback';
      /** abuse, fraud, virus, other, not-spam, auth-failure (RFC 5965 §7.3, RFC 6591), lower case. */
      feedbackType: string;
      userAgent: string | undefined;
      originalMailFrom: string | undefined;
      originalRcptTo: string[];
      reportAddressedTo: string[];
      original: ReturnedMessage;
    }
  | { type: 'not-a-report'; reason: string };

const DSN_TYPES = new Set(['message/delivery-status', 'message/global-delivery-status']);
const RETURNED_TYPES = new Set([
  'message/rfc822',
  'message/global',
  'text/rfc822-headers',
  'message/global-headers',
]);

/**
 * Reads a delivery status notification (RFC 3464) or a feedback report (ARF, RFC 5965) by its
 * MIME structure: a multipart/report whose second part is the machine-readable report. Anything
 * else (an auto-reply, an out-of-office note, spam, a human's answer, a plain-text bounce with no
 * report part) is `not-a-report` and must be left alone.
 */
export function parseReport(raw: Buffer | string): ParsedReport {
  const root = parseMime(raw);
  const found = findReport(root);
  if (!found) return { type: 'not-a-report', reason: 'no multipart/report part' };
  const { report, reportType } = found;
  const reportAddressedTo = addressedTo(root);
  const original = returnedMessage(report);

  if (reportType === 'delivery-status' || reportType === 'global-delivery-status') {
    const status = report.parts.find((p) => DSN_TYPES.has(p.type));
    if (!status) return { type: 'not-a-report', reason: 'no message/delivery-status part' };
    const [perMessage, ...perRecipient] = fieldGroups(bodyText(status));
    const notification = report.parts.find((p) => p.type === 'text/plain');
    const recipients = perRecipient
      .map((fields) => readRecipient(fields, notification && bodyText(notification)))
      .filter((r) => r.action !== '');
    if (recipients.length === 0)
      return { type: 'not-a-report', reason: 'delivery-status names no recipient' };
    // Gmail names the original in the report itself when it returns no headers.
    const named = /<[^<>\s]+>/.exec(perMessage?.get('x-original-message-id')?.[0] ?? '')?.[0];
    return {
      type: 'delivery-status',
      reportingMta: typed(perMessage?.get('reporting-mta')?.[0]),
      recipients,
      reportAddressedTo,
      original: { ...original, messageId: original.messageId ?? named },
    };
  }

  if (reportType === 'feedback-report') {
    const feedback = report.parts.find((p) => p.type === 'message/feedback-report');
    if (!feedback) return { type: 'not-a-report', reason: 'no message/feedback-report part' };
    const fields = parseFields(bodyText(feedback).trim());
    const feedbackType = fields.get('feedback-type')?.[0]?.toLowerCase().split(/[\s;]/)[0];
    if (!feedbackType) return { type: 'not-a-report', reason: 'feedback report without a type' };
    return {
      type: 'feedback',
      feedbackType,
      userAgent: fields.get('user-agent')?.[0],
      originalMailFrom: fields.get('original-mail-from')?.[0],
      originalRcptTo: fields.get('original-rcpt-to') ?? [],
      reportAddressedTo,
      original,
    };
  }
  return { type: 'not-a-report', reason: `report-type ${reportType || '(none)'}` };
}

/**
 * The part holding the report: a multipart/report (RFC 6522), or a multipart whose own child is a
 * report body (OpenSMTPD 6.8 sends its DSNs as multipart/mixed). Looked for in the message itself
 * and one level down (gateways that append a footer wrap the report in a multipart/mixed); a report
 * forwarded as an attachment deeper than that is someone's mail about a report, not a report.
 */
function findReport(root: MimePart): { report: MimePart; reportType: string } | undefined {
  const candidates = [root, ...root.parts].filter((p) => p.type.startsWith('multipart/'));
  for (const part of candidates) {
    const declared = part.type === 'multipart/report' ? part.params['report-type'] : undefined;
    if (declared) return { report: part, reportType: declared.toLowerCase() };
    if (part.parts.some((p) => DSN_TYPES.has(p.type)))
      return { report: part, reportType: 'delivery-status' };
    if (part.parts.some((p) => p.type === 'message/feedback-report'))
      return { report: part, reportType: 'feedback-report' };
  }
  return undefined;
}

function addressedTo(root: MimePart): string[] {
  const names = ['to', 'delivered-to', 'x-original-to', 'envelope-to', 'x-envelope-to'];
  return names.flatMap((n) => root.headers.get(n) ?? []);
}

function returnedMessage(report: MimePart): ReturnedMessage {
  const part = report.parts.find((p) => RETURNED_TYPES.has(p.type));
  if (!part) return { messageId: undefined, returnPaths: [] };
  // message/rfc822 was parsed into its enclosed message; the *-headers types are a header block.
  const headers = part.parts[0]?.headers ?? splitHeaders(bodyText(part)).headers;
  const messageId = /<[^<>\s]+>/.exec(headers.get('message-id')?.[0] ?? '')?.[0];
  const returnPaths = ['return-path', 'x-original-return-path', 'sender']
    .flatMap((n) => headers.get(n) ?? [])
    .filter(Boolean);
  return { messageId, returnPaths };
}

/** Blocks of fields separated by blank lines: the per-message block, then one per recipient. */
function fieldGroups(text: string): Map<string, string[]>[] {
  return text
    .replace(/^\s+/, '')
    .split(/\r?\n[ \t]*\r?\n/)
    .filter((block) => block.trim() !== '')
    .map(parseFields);
}

/** `rfc822; user@example.com` -> `user@example.com` (the address type is dropped). */
function typed(value: string | undefined): string | undefined {
  if (!value) return undefined;
  const semi = value.indexOf(';');
  const text = (semi >= 0 ? value.slice(semi + 1) : value).trim();
  return text.replace(/^<|>$/g, '') || undefined;
}

function readRecipient(fields: Map<string, string[]>, notification?: string): DsnRecipient {
  const first = (name: string) => fields.get(name)?.[0];
  const finalRecipient = typed(first('final-recipient'))?.toLowerCase();
  const diagnosticField = first('diagnostic-code');
  let diagnosticCode = diagnosticField?.slice(diagnosticField.indexOf(';') + 1).trim() || undefined;
  const stated = enhancedStatus(first('status'));
  // OpenSMTPD gives only `Status: 5.0.0` and puts the remote's reply in its notification text as
  // `address: reply`: that line, found by the recipient's address, is the diagnostic.
  if (!diagnosticCode && finalRecipient && notification && (!stated || /\.0\.0$/.test(stated)))
    diagnosticCode = replyLineFor(finalRecipient, notification);
  return {
    finalRecipient,
    originalRecipient: typed(first('original-recipient'))?.toLowerCase(),
    action:
      (first('action') ?? '')
        .trim()
        .toLowerCase()
        .split(/[\s(;]/)[0] ?? '',
    status: moreSpecificStatus(stated, diagnosticCode),
    diagnosticCode,
    remoteMta: typed(first('remote-mta')),
  };
}

/**
 * The code to go by: the Status field, unless it is the bare class (x.0.0) and the remote's own
 * reply in the Diagnostic-Code is more specific. Exim and OpenSMTPD report every failure as 5.0.0,
 * including a remote's 552 5.2.2 (mailbox full) and a 451 4.3.0 retried until it expired.
 */
function moreSpecificStatus(stated: string | undefined, diagnostic: string | undefined) {
  const fromReply = enhancedStatus(diagnostic?.replace(/^\d{3}[ -]/, ''));
  if (!stated) return fromReply;
  return /\.0\.0$/.test(stated) && fromReply && !/\.0\.0$/.test(fromReply) ? fromReply : stated;
}

function replyLineFor(address: string, text: string): string | undefined {
  for (const line of text.split(/\r?\n/)) {
    const trimmed = line.trim();
    if (!trimmed.toLowerCase().startsWith(`${address}: `)) continue;
    const reply = trimmed.slice(address.length + 2);
    if (/^[245]\d\d[ -][245]\.\d{1,3}\.\d{1,3}\b/.test(reply)) return reply;
  }
  return undefined;
}

function enhancedStatus(value: string | undefined): string | undefined {
  return /^\s*([245]\.\d{1,3}\.\d{1,3})\b/.exec(value ?? '')?.[1];
}

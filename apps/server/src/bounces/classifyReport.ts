import type { DsnRecipient, ParsedReport } from './parseReport';

export type BounceKind = 'hard' | 'soft' | 'complaint';

/** What a report says happened to one of our messages; undefined when it calls for nothing. */
export interface BounceVerdict {
  kind: BounceKind;
  /** The address the report is about (the failed recipient, or the complainant when given). */
  address: string | undefined;
  /** The enhanced status code (DSN) or the feedback type (ARF). */
  status: string | undefined;
  /** Why, in the reporter's words: the Diagnostic-Code, or the feedback type and agent. */
  reason: string;
}

/**
 * Permanent failures that say nothing about the address: the mailbox is full (5.2.2), the message
 * is too long or too big (5.2.3, 5.3.4), the receiving system or network (5.3.x, 5.4.x), the
 * protocol (5.5.x), the content (5.6.x) or policy and reputation (5.7.x). Suppressing an address
 * for these would drop a whole provider's recipients over one blocklisting, so they count as soft:
 * the third in a row still suppresses. 5.4.4 (no such domain) and 5.4.310 (DNS says the domain
 * does not exist, Exchange) are about the address, so they stay hard.
 */
function permanentButNotTheAddress(status: string): boolean {
  const [, subject, detail] = status.split('.');
  if (subject === '2') return detail === '2' || detail === '3';
  if (subject === '4') return detail !== '4' && detail !== '310';
  return subject === '3' || subject === '5' || subject === '6' || subject === '7';
}

/** Hard for a permanent failure about the address, soft for a transient or other permanent one. */
export function bounceKindForStatus(status: string | undefined): 'hard' | 'soft' {
  if (!status?.startsWith('5.')) return 'soft';
  return permanentButNotTheAddress(status) ? 'soft' : 'hard';
}

/** Feedback types that are a recipient's complaint; not-spam, auth-failure and virus are not. */
const COMPLAINT_TYPES = new Set(['abuse', 'fraud']);

/**
 * The verdict for a report about the message sent to `sentTo`. Only `failed` recipients bounce
 * (a `delayed` warning is still being retried, unless it says it expired, `delivered`/`relayed`/`expanded` are successes).
 * Our messages have one recipient each: the failed one whose address is `sentTo`, or else the only
 * failed one (mail forwarded to another address that bounced); a report listing several failures,
 * none of them ours, is about someone else's mail.
 */
export function classifyReport(report: ParsedReport, sentTo: string): BounceVerdict | undefined {
  if (report.type === 'not-a-report') return undefined;
  if (report.type === 'feedback') {
    if (!COMPLAINT_TYPES.has(report.feedbackType)) return undefined;
    return {
      kind: 'complaint',
      address: report.originalRcptTo[0]?.replace(/^<|>$/g, '').toLowerCase(),
      status: report.feedbackType,
      reason: `Complaint (${report.feedbackType})${report.userAgent ? ` via ${report.userAgent}` : ''}`,
    };
  }
  const failed = report.recipients.filter(
    // 4.4.7 is the queue giving up ("delivery time expired"): a failure whatever the Action says
    // (OpenSMTPD 6.8 reports an expired message as `Action: delayed`).
    (r) => r.action === 'failed' || (r.action === 'delayed' && r.status === '4.4.7'),
  );
  const email = sentTo.toLowerCase();
  const recipient: DsnRecipient | undefined =
    failed.find((r) => r.finalRecipient === email || r.originalRecipient === email) ??
    (failed.length === 1 ? failed[0] : undefined);
  if (!recipient) return undefined;
  return {
    kind: bounceKindForStatus(recipient.status),
    address: recipient.finalRecipient ?? recipient.originalRecipient,
    status: recipient.status,
    reason: (recipient.diagnosticCode ?? `Status ${recipient.status ?? 'unknown'}`).slice(0, 500),
  };
}

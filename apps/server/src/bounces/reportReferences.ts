import type { ParsedReport } from './parseReport';
import type { VerpAddresses, VerpTarget } from './verpAddress';

/** What ties a report to a message of ours: its signed return path, or the original Message-ID. */
export interface ReportReferences {
  verp: VerpTarget | undefined;
  messageId: string | undefined;
}

/**
 * The return path is looked for where each kind of report carries it: the envelope recipient the
 * report was delivered to (the SMTP receiver knows it), the report's own To and Delivered-To
 * (a mailbox), the ARF's Original-Mail-From, and the Return-Path of the returned message. Every
 * candidate must carry a valid signature; an address that merely looks like ours counts for nothing.
 */
export function reportReferences(
  report: ParsedReport,
  verp: VerpAddresses,
  envelopeRecipient?: string,
): ReportReferences {
  if (report.type === 'not-a-report') return { verp: undefined, messageId: undefined };
  const candidates = [
    envelopeRecipient,
    ...report.reportAddressedTo,
    report.type === 'feedback' ? report.originalMailFrom : undefined,
    ...report.original.returnPaths,
  ];
  let target: VerpTarget | undefined;
  for (const text of candidates) {
    target = text ? verp.findIn(text) : undefined;
    if (target) break;
  }
  return { verp: target, messageId: report.original.messageId };
}

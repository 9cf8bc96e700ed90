import type { BulkSenderReadiness, DomainCheck, DomainCheckStatus } from './domains.schemas';

/**
 * A send to this many recipients or more is a "large send": the Send dialog then warns when the
 * domain is not ready. Gmail counts a sender of 5,000 or more messages a day to its users as a bulk
 * sender, the one its stricter rules (SPF and DKIM, DMARC, one-click unsubscribe, complaints under
 * 0.3 %) apply to.
 */
export const LARGE_SEND_RECIPIENTS = 5000;

/** `unknown`: the sending domain's DNS could not be read, so this was not checked. */
export type BulkSenderStatus = DomainCheckStatus | 'unknown';

export interface BulkSenderItem {
  id: 'complaints' | 'bounces' | 'authentication' | 'one-click';
  label: string;
  status: BulkSenderStatus;
  /** The figure or state, in words. */
  value: string;
  /** What the figure is held against, or what to do. */
  detail: string;
}

const percent = new Intl.NumberFormat('en', { style: 'percent', maximumFractionDigits: 2 });

/** A rate as the page shows it ("0.12%"), or "No mail sent" when there is none. */
export const formatRate = (rate: number | null): string =>
  rate === null ? 'No mail sent' : percent.format(rate);

const AUTH_IDS = ['spf', 'dkim', 'dmarc'] as const;

/**
 * The bulk-sender readiness items of the Sending domain page (issue 30 §3): complaint and bounce
 * rates over the window, authentication (SPF, DKIM, DMARC) and one-click unsubscribe. Every message
 * carries List-Unsubscribe and List-Unsubscribe-Post, but Gmail offers the one-click button only
 * when DKIM signs both: it stands or falls with DKIM. `checks` is undefined when DNS could not be
 * asked.
 */
export function bulkSenderItems(
  readiness: BulkSenderReadiness,
  checks: DomainCheck[] | undefined,
): BulkSenderItem[] {
  const byId = new Map(checks?.map((c) => [c.id, c]));
  const auth = AUTH_IDS.map((id) => byId.get(id));
  const authStatus: BulkSenderStatus = !checks
    ? 'unknown'
    : auth.some((c) => !c || c.status === 'fail')
      ? 'fail'
      : auth.some((c) => c!.status === 'warning')
        ? 'warning'
        : 'pass';
  // The checks that make the status: failures when one fails (a p=none DMARC is then not named).
  const named = AUTH_IDS.filter((id) => (byId.get(id)?.status ?? 'fail') === authStatus).map((id) =>
    id.toUpperCase(),
  );
  const dkim = byId.get('dkim');
  const oneClick: BulkSenderStatus = !checks
    ? 'unknown'
    : dkim?.status === 'pass'
      ? 'pass'
      : 'fail';
  const sent = `${readiness.sent.toLocaleString('en')} sent in the last ${readiness.windowDays} days`;
  return [
    {
      id: 'complaints',
      label: 'Complaint rate',
      status: readiness.complaintStatus,
      value: formatRate(readiness.complaintRate),
      detail: `${readiness.complaints.toLocaleString('en')} complaints, ${sent}. Gmail's limit is ${formatRate(readiness.complaintLimit)}; it recommends staying under ${formatRate(readiness.complaintRecommended)}.`,
    },
    {
      id: 'bounces',
      label: 'Bounce rate',
      status: readiness.bounceStatus,
      value: formatRate(readiness.bounceRate),
      detail: `${readiness.hardBounces.toLocaleString('en')} hard bounces, ${sent}. Keep it under 2%; over 5% mailbox providers stop trusting a sender.`,
    },
    {
      id: 'authentication',
      label: 'Authentication',
      status: authStatus,
      value:
        authStatus === 'unknown'
          ? 'Not checked'
          : authStatus === 'pass'
            ? 'SPF, DKIM and DMARC pass'
            : `${named.join(', ')} ${named.length === 1 ? 'needs' : 'need'} attention`,
      detail:
        authStatus === 'unknown'
          ? 'The DNS records could not be read.'
          : 'Gmail and Yahoo require SPF, DKIM and DMARC from bulk senders.',
    },
    {
      id: 'one-click',
      label: 'One-click unsubscribe',
      status: oneClick,
      value: oneClick === 'unknown' ? 'Not checked' : oneClick === 'pass' ? 'Signed' : 'Not signed',
      detail:
        oneClick === 'pass'
          ? 'Every message carries List-Unsubscribe and List-Unsubscribe-Post, signed by DKIM.'
          : 'Every message carries the headers, but Gmail shows its unsubscribe button only when DKIM signs them: DKIM must pass.',
    },
  ];
}

/** The items that make a domain not ready for a large send: failures, and what could not be checked. */
export const readinessGaps = (items: BulkSenderItem[]): BulkSenderItem[] =>
  items.filter((item) => item.status === 'fail' || item.status === 'unknown');

import type { CheckStatus } from './sendingDomainChecks';

/** Gmail's limit for bulk senders' spam rate (February 2024 rules), and the rate it recommends. */
export const COMPLAINT_RATE_LIMIT = 0.003;
export const COMPLAINT_RATE_RECOMMENDED = 0.001;
/**
 * Hard-bounce rates a mailbox provider starts to distrust; no provider publishes one, these are
 * the levels common sender guidance (and Amazon SES's review threshold) use.
 */
export const BOUNCE_RATE_WARNING = 0.02;
export const BOUNCE_RATE_LIMIT = 0.05;
export const READINESS_WINDOW_DAYS = 7;

export interface ReadinessCounts {
  sent: number;
  hardBounces: number;
  softBounces: number;
  complaints: number;
}

export interface BulkSenderReadiness extends ReadinessCounts {
  windowDays: number;
  /** Complaints per message sent in the window; null when nothing was sent. */
  complaintRate: number | null;
  complaintStatus: CheckStatus;
  complaintLimit: number;
  complaintRecommended: number;
  /** Hard bounces per message sent in the window; null when nothing was sent. */
  bounceRate: number | null;
  bounceStatus: CheckStatus;
}

/** The readiness inputs from one account's counts over the window. */
export function bulkSenderReadiness(counts: ReadinessCounts): BulkSenderReadiness {
  const rate = (n: number) => (counts.sent > 0 ? n / counts.sent : null);
  const complaintRate = rate(counts.complaints);
  const bounceRate = rate(counts.hardBounces);
  return {
    ...counts,
    windowDays: READINESS_WINDOW_DAYS,
    complaintRate,
    complaintStatus:
      complaintRate === null || complaintRate < COMPLAINT_RATE_RECOMMENDED
        ? 'pass'
        : complaintRate < COMPLAINT_RATE_LIMIT
          ? 'warning'
          : 'fail',
    complaintLimit: COMPLAINT_RATE_LIMIT,
    complaintRecommended: COMPLAINT_RATE_RECOMMENDED,
    bounceRate,
    bounceStatus:
      bounceRate === null || bounceRate < BOUNCE_RATE_WARNING
        ? 'pass'
        : bounceRate < BOUNCE_RATE_LIMIT
          ? 'warning'
          : 'fail',
  };
}

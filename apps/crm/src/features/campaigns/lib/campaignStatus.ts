import type { BadgeTone } from '@crm/ui';
import type { CampaignStatus, RecipientState } from '@crm/api-client';

/** Spec section 4: green for sent, blue for scheduled, grey otherwise. */
export function campaignStatusTone(status: CampaignStatus): BadgeTone {
  if (status === 'sent') return 'green';
  if (status === 'scheduled') return 'blue';
  return 'grey';
}

export function campaignStatusLabel(status: CampaignStatus): string {
  return status.charAt(0).toUpperCase() + status.slice(1);
}

/** Spec section 2: the scheduled moment as a locale date-time, or 'Not scheduled'. */
export function formatScheduledAt(scheduledAt: string | null, locale?: string): string {
  return scheduledAt ? new Date(scheduledAt).toLocaleString(locale) : 'Not scheduled';
}

/** A recipient's state as the details list names it (the filter's options, in this order). */
export const recipientStateLabels: Record<RecipientState, string> = {
  pending: 'Not sent yet',
  queued: 'Queued',
  sent: 'Sent',
  opened: 'Opened',
  clicked: 'Clicked',
  skipped: 'Skipped',
  failed: 'Failed',
  cancelled: 'Cancelled',
  unsubscribed: 'Unsubscribed',
  bounced: 'Bounced',
};

/** Green once delivered and read, red where it went wrong, yellow when it was not sent. */
export function recipientStateTone(state: RecipientState): BadgeTone {
  if (state === 'opened' || state === 'clicked' || state === 'sent') return 'green';
  if (state === 'failed' || state === 'bounced') return 'red';
  if (state === 'skipped' || state === 'unsubscribed') return 'yellow';
  if (state === 'queued') return 'blue';
  return 'grey';
}

/** Why, under the state: "Unsubscribed" / "Bounced" for a skip, the server's answer for a failure. */
export function recipientReason(state: RecipientState, reason: string | null): string | null {
  if (!reason) return null;
  if (state === 'skipped')
    return reason === 'unsubscribed' ? 'Had unsubscribed' : 'Address bounced';
  return reason;
}

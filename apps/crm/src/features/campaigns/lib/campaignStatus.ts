import type { BadgeTone } from '@crm/ui';
import type { CampaignStatus } from '@crm/api-client';

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

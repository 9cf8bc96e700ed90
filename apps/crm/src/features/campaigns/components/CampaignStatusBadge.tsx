import { Badge } from '@crm/ui';
import type { Campaign } from '@crm/api-client';
import { campaignStatusLabel, campaignStatusTone } from '../lib/campaignStatus';

/** A campaign's status as a coloured badge (spec section 4). */
export function CampaignStatusBadge({ status }: { status: Campaign['status'] }) {
  return <Badge tone={campaignStatusTone(status)}>{campaignStatusLabel(status)}</Badge>;
}

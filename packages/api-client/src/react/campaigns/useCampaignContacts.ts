import { campaignQueries } from '../../campaigns/campaigns.queries';
import { useApiClient } from '../ApiClientProvider';
import type { ReadHookOptions } from '../ReadHookOptions';
import { usePagedQuery } from '../usePagedQuery';

/**
 * The contacts added to a campaign, a page at a time (`GET /api/campaigns/{id}/contacts`):
 * `data` is `{ rows, total }`; `fetchNextPage` loads more while `hasNextPage`.
 */
export function useCampaignContacts(id: number, { enabled = true }: ReadHookOptions = {}) {
  return usePagedQuery(campaignQueries.contacts(useApiClient(), id), enabled, {
    keepPreviousRows: false,
  });
}

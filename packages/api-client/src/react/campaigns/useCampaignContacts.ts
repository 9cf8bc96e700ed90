import type { RecipientState } from '../../campaigns/campaigns.schemas';
import { campaignQueries, PROGRESS_POLL_MS } from '../../campaigns/campaigns.queries';
import { useApiClient } from '../ApiClientProvider';
import type { ReadHookOptions } from '../ReadHookOptions';
import { usePagedQuery } from '../usePagedQuery';

/**
 * A campaign's recipients and where each stands, a page at a time
 * (`GET /api/campaigns/{id}/contacts?state=`): `data` is `{ rows, total }` (`total` of `state`'s
 * rows); `fetchNextPage` loads more while `hasNextPage`. `live` reads the loaded pages again every
 * 2 s (a campaign that is sending).
 */
export function useCampaignContacts(
  id: number,
  {
    enabled = true,
    state,
    live = false,
  }: ReadHookOptions & { state?: RecipientState; live?: boolean } = {},
) {
  return usePagedQuery(campaignQueries.contacts(useApiClient(), id, state), enabled, {
    keepPreviousRows: false,
    refetchInterval: () => (live ? PROGRESS_POLL_MS : false),
  });
}

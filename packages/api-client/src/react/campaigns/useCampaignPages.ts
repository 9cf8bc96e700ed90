import { campaignQueries } from '../../campaigns/campaigns.queries';
import { useApiClient } from '../ApiClientProvider';
import type { ReadHookOptions } from '../ReadHookOptions';
import { usePagedQuery } from '../usePagedQuery';

/**
 * The campaigns matching `q` (name or subject), newest first, a page at a time
 * (`GET /api/campaigns?q=&cursor=`): `data` is `{ rows, total }`; `fetchNextPage` loads more while
 * `hasNextPage`. While a new search loads, the previous rows stay on screen.
 */
export function useCampaignPages({
  q = '',
  enabled = true,
}: ReadHookOptions & { q?: string } = {}) {
  return usePagedQuery(campaignQueries.pages(useApiClient(), q), enabled);
}

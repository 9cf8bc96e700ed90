import { campaignQueries, campaignsPollDelay } from '../../campaigns/campaigns.queries';
import { useApiClient } from '../ApiClientProvider';
import type { ReadHookOptions } from '../ReadHookOptions';
import { usePagedQuery } from '../usePagedQuery';

/**
 * The campaigns matching `q` (name or subject), newest first, a page at a time
 * (`GET /api/campaigns?q=&cursor=`): `data` is `{ rows, total }`; `fetchNextPage` loads more while
 * `hasNextPage`. While a new search loads, the previous rows stay on screen. The list keeps itself
 * current: it is read again every 2 s while a loaded campaign is sending or its schedule is due,
 * and once when the next scheduled one is due (`campaignsPollDelay`).
 */
export function useCampaignPages({
  q = '',
  enabled = true,
}: ReadHookOptions & { q?: string } = {}) {
  return usePagedQuery(campaignQueries.pages(useApiClient(), q), enabled, {
    refetchInterval: (data) =>
      data ? campaignsPollDelay(data.pages.flatMap((page) => page.items)) : false,
  });
}

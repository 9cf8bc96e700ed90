import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { campaignQueries } from '../../campaigns/campaigns.queries';
import { useApiClient } from '../ApiClientProvider';
import { pagedRows } from '../pagedRows';
import type { ReadHookOptions } from '../ReadHookOptions';
import { useIsSignedIn } from '../useIsSignedIn';

/**
 * The campaigns matching `q` (name or subject), newest first, a page at a time
 * (`GET /api/campaigns?q=&cursor=`): `data` is `{ rows, total }`; `fetchNextPage` loads more while
 * `hasNextPage`. While a new search loads, the previous rows stay on screen.
 */
export function useCampaignPages({
  q = '',
  enabled = true,
}: ReadHookOptions & { q?: string } = {}) {
  const client = useApiClient();
  const signedIn = useIsSignedIn();
  return useInfiniteQuery({
    ...campaignQueries.pages(client, q),
    enabled: signedIn && enabled,
    select: pagedRows,
    placeholderData: keepPreviousData,
  });
}

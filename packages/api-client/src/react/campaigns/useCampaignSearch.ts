import { useInfiniteQuery } from '@tanstack/react-query';
import { campaignQueries } from '../../campaigns/campaigns.queries';
import { useApiClient } from '../ApiClientProvider';
import type { ReadHookOptions } from '../ReadHookOptions';
import { useIsSignedIn } from '../useIsSignedIn';

/**
 * The campaigns matching `q` (name or subject), newest first, a page at a time
 * (`GET /api/campaigns?q=&cursor=`): `fetchNextPage` loads more while `hasNextPage`.
 */
export function useCampaignSearch(q: string, { enabled = true }: ReadHookOptions = {}) {
  const client = useApiClient();
  const signedIn = useIsSignedIn();
  return useInfiniteQuery({ ...campaignQueries.search(client, q), enabled: signedIn && enabled });
}

import { useInfiniteQuery } from '@tanstack/react-query';
import { campaignQueries } from '../../campaigns/campaigns.queries';
import { useApiClient } from '../ApiClientProvider';
import { pagedRows } from '../pagedRows';
import type { ReadHookOptions } from '../ReadHookOptions';
import { useIsSignedIn } from '../useIsSignedIn';

/**
 * The contacts added to a campaign, a page at a time (`GET /api/campaigns/{id}/contacts`):
 * `data` is `{ rows, total }`; `fetchNextPage` loads more while `hasNextPage`.
 */
export function useCampaignContacts(id: number, { enabled = true }: ReadHookOptions = {}) {
  const client = useApiClient();
  const signedIn = useIsSignedIn();
  return useInfiniteQuery({
    ...campaignQueries.contacts(client, id),
    enabled: signedIn && enabled,
    select: pagedRows,
  });
}

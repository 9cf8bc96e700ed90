import { useQuery } from '@tanstack/react-query';
import { campaignQueries } from '../../campaigns/campaigns.queries';
import { useApiClient } from '../ApiClientProvider';
import type { ReadHookOptions } from '../ReadHookOptions';
import { useIsSignedIn } from '../useIsSignedIn';

/** Who Send now would reach (`GET /api/campaigns/{id}/audience`), read fresh each time it is asked. */
export function useCampaignAudience(campaignId: number, { enabled = true }: ReadHookOptions = {}) {
  const client = useApiClient();
  const signedIn = useIsSignedIn();
  return useQuery({
    ...campaignQueries.audience(client, campaignId),
    enabled: signedIn && enabled,
    staleTime: 0,
  });
}

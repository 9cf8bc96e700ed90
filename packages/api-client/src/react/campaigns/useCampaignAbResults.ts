import { useQuery } from '@tanstack/react-query';
import { PROGRESS_POLL_MS, campaignQueries } from '../../campaigns/campaigns.queries';
import { useApiClient } from '../ApiClientProvider';
import { useIsSignedIn } from '../useIsSignedIn';

/** An A/B test's figures by variant, read again every 2 s while the campaign is sending (`live`). */
export function useCampaignAbResults(
  campaignId: number,
  { enabled = true, live = false }: { enabled?: boolean; live?: boolean } = {},
) {
  const client = useApiClient();
  const signedIn = useIsSignedIn();
  return useQuery({
    ...campaignQueries.abResults(client, campaignId),
    enabled: signedIn && enabled,
    refetchInterval: live ? PROGRESS_POLL_MS : false,
  });
}

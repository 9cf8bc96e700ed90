import { useQuery } from '@tanstack/react-query';
import { PROGRESS_POLL_MS, campaignQueries } from '../../campaigns/campaigns.queries';
import { useApiClient } from '../ApiClientProvider';
import { useIsSignedIn } from '../useIsSignedIn';

/** A campaign's live progress, read again every 2 s while it is sending. */
export function useCampaignProgress(campaignId: number, { enabled = true } = {}) {
  const client = useApiClient();
  const signedIn = useIsSignedIn();
  return useQuery({
    ...campaignQueries.progress(client, campaignId),
    enabled: signedIn && enabled,
    refetchInterval: (query) =>
      query.state.data?.status === 'sending' || query.state.data?.status === 'scheduled'
        ? PROGRESS_POLL_MS
        : false,
  });
}

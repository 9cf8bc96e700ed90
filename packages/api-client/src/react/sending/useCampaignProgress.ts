import { useQuery } from '@tanstack/react-query';
import { PROGRESS_POLL_MS, sendingQueries } from '../../sending/sending.queries';
import { useApiClient } from '../ApiClientProvider';
import { useIsSignedIn } from '../useIsSignedIn';

/** A campaign's live progress, read again every 2 s while it is sending. */
export function useCampaignProgress(campaignId: number, { enabled = true } = {}) {
  const client = useApiClient();
  const signedIn = useIsSignedIn();
  return useQuery({
    ...sendingQueries.progress(client, campaignId),
    enabled: signedIn && enabled,
    refetchInterval: (query) =>
      query.state.data?.status === 'sending' || query.state.data?.status === 'scheduled'
        ? PROGRESS_POLL_MS
        : false,
  });
}

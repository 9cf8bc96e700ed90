import { useQuery } from '@tanstack/react-query';
import { campaignQueries } from '../../campaigns/campaigns.queries';
import { useApiClient } from '../ApiClientProvider';
import type { ReadHookOptions } from '../ReadHookOptions';
import { useIsSignedIn } from '../useIsSignedIn';

/** The pre-send check (`GET /api/campaigns/{id}/pre-send-check`), read fresh each time it is asked. */
export function usePreSendCheck(campaignId: number, { enabled = true }: ReadHookOptions = {}) {
  const client = useApiClient();
  const signedIn = useIsSignedIn();
  return useQuery({
    ...campaignQueries.preSendCheck(client, campaignId),
    enabled: signedIn && enabled,
    staleTime: 0,
  });
}

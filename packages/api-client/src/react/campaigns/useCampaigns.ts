import { useQuery } from '@tanstack/react-query';
import { campaignQueries } from '../../campaigns/campaigns.queries';
import { useApiClient } from '../ApiClientProvider';
import type { ReadHookOptions } from '../ReadHookOptions';
import { useIsSignedIn } from '../useIsSignedIn';

/** The campaigns list (`GET /api/campaigns`), fetched only when signed in. */
export function useCampaigns({ enabled = true }: ReadHookOptions = {}) {
  const client = useApiClient();
  const signedIn = useIsSignedIn();
  return useQuery({ ...campaignQueries.list(client), enabled: signedIn && enabled });
}

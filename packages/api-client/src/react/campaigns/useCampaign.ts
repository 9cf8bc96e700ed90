import { useQuery } from '@tanstack/react-query';
import { campaignQueries } from '../../campaigns/campaigns.queries';
import { useApiClient } from '../ApiClientProvider';
import type { ReadHookOptions } from '../ReadHookOptions';
import { useIsSignedIn } from '../useIsSignedIn';

/** One campaign's details (`GET /api/campaigns/{id}`), fetched only when signed in. */
export function useCampaign(id: number, { enabled = true }: ReadHookOptions = {}) {
  const client = useApiClient();
  const signedIn = useIsSignedIn();
  return useQuery({ ...campaignQueries.detail(client, id), enabled: signedIn && enabled });
}

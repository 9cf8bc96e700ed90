import { useMutation, useQueryClient } from '@tanstack/react-query';
import { campaignMutations } from '../../campaigns/campaigns.queries';
import { useApiClient } from '../ApiClientProvider';

/** Sends one test copy of a campaign (`{ campaignId, email }`). */
export function useSendTestEmail() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation(campaignMutations.sendTest(client, queryClient));
}

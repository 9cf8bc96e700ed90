import { useMutation, useQueryClient } from '@tanstack/react-query';
import { campaignMutations } from '../../campaigns/campaigns.queries';
import { useApiClient } from '../ApiClientProvider';

/** Creates a campaign; the campaigns list refetches. */
export function useCreateCampaign() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation(campaignMutations.create(client, queryClient));
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { campaignMutations } from '../../campaigns/campaigns.queries';
import { useApiClient } from '../ApiClientProvider';

/** Updates a draft campaign (`{ id, input }`); campaign reads refetch. */
export function useUpdateCampaign() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation(campaignMutations.update(client, queryClient));
}

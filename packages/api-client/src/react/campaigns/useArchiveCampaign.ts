import { useMutation, useQueryClient } from '@tanstack/react-query';
import { campaignMutations } from '../../campaigns/campaigns.queries';
import { useApiClient } from '../ApiClientProvider';

/** Archives a campaign (by id); campaign reads refetch. */
export function useArchiveCampaign() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation(campaignMutations.archive(client, queryClient));
}

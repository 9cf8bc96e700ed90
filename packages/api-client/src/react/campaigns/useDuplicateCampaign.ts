import { useMutation, useQueryClient } from '@tanstack/react-query';
import { campaignMutations } from '../../campaigns/campaigns.queries';
import { useApiClient } from '../ApiClientProvider';

/** Copies a campaign (by id) into a new draft; campaign reads refetch. */
export function useDuplicateCampaign() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation(campaignMutations.duplicate(client, queryClient));
}

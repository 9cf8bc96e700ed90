import { useMutation, useQueryClient } from '@tanstack/react-query';
import { campaignMutations } from '../../campaigns/campaigns.queries';
import { useApiClient } from '../ApiClientProvider';

/** Stops test sends going to an address; the list refetches. */
export function useRemoveTestAddress() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation(campaignMutations.removeTestAddress(client, queryClient));
}

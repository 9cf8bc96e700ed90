import { useMutation, useQueryClient } from '@tanstack/react-query';
import { campaignMutations } from '../../campaigns/campaigns.queries';
import { useApiClient } from '../ApiClientProvider';

/** Picks an A/B test's winner by hand (`{ id, variant }`). */
export function usePickAbWinner() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation(campaignMutations.pickAbWinner(client, queryClient));
}

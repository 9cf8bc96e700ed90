import { useMutation, useQueryClient } from '@tanstack/react-query';
import { sendingMutations } from '../../sending/sending.queries';
import { useApiClient } from '../ApiClientProvider';

/** Cancels a scheduled or sending campaign. */
export function useCancelCampaign() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation(sendingMutations.cancel(client, queryClient));
}

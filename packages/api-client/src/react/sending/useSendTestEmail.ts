import { useMutation, useQueryClient } from '@tanstack/react-query';
import { sendingMutations } from '../../sending/sending.queries';
import { useApiClient } from '../ApiClientProvider';

/** Sends one test copy of a campaign (`{ campaignId, email }`). */
export function useSendTestEmail() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation(sendingMutations.test(client, queryClient));
}

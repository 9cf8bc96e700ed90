import { useMutation, useQueryClient } from '@tanstack/react-query';
import { sendingMutations } from '../../sending/sending.queries';
import { useApiClient } from '../ApiClientProvider';

/** Sends the Compose Email message to one contact (`{ contactId, subject, message }`). */
export function useSendContactEmail() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation(sendingMutations.contactEmail(client, queryClient));
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { contactEmailMutations } from '../../contactEmail/contactEmail.queries';
import { useApiClient } from '../ApiClientProvider';

/** Sends the Compose Email message to one contact (`{ contactId, subject, message }`). */
export function useSendContactEmail() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation(contactEmailMutations.send(client, queryClient));
}

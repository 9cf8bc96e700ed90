import { useMutation, useQueryClient } from '@tanstack/react-query';
import { contactMutations } from '../../contacts/contacts.queries';
import { useApiClient } from '../ApiClientProvider';

/** Creates a contact; the contacts list refetches. */
export function useCreateContact() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation(contactMutations.create(client, queryClient));
}

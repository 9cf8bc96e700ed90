import { useMutation, useQueryClient } from '@tanstack/react-query';
import { contactMutations } from '../../contacts/contacts.queries';
import { useApiClient } from '../ApiClientProvider';

/** Deletes a contact by id; the contacts list refetches. */
export function useDeleteContact() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation(contactMutations.delete(client, queryClient));
}

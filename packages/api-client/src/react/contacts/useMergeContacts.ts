import { useMutation, useQueryClient } from '@tanstack/react-query';
import { contactMutations } from '../../contacts/contacts.queries';
import { useApiClient } from '../ApiClientProvider';

/** Merges contacts into the kept one; contacts, their duplicates and campaigns refetch. */
export function useMergeContacts() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation(contactMutations.merge(client, queryClient));
}

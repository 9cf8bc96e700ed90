import { useMutation, useQueryClient } from '@tanstack/react-query';
import { contactMutations } from '../../contacts/contacts.queries';
import { useApiClient } from '../ApiClientProvider';

/** Adds `tag` to the chosen contacts (`{ ids }` or `{ filter }`); lists refetch. */
export function useBulkTagContacts() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation(contactMutations.bulkTag(client, queryClient));
}

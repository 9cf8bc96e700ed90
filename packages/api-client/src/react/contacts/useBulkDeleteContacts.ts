import { useMutation, useQueryClient } from '@tanstack/react-query';
import { contactMutations } from '../../contacts/contacts.queries';
import { useApiClient } from '../ApiClientProvider';

/** Deletes the chosen contacts (`{ ids }` or `{ filter }`) at once; lists and counts refetch. */
export function useBulkDeleteContacts() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation(contactMutations.bulkDelete(client, queryClient));
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { contactMutations } from '../../contacts/contacts.queries';
import { useApiClient } from '../ApiClientProvider';

/** Erases the contacts at up to 1000 addresses, all or none; the contacts list refetches. */
export function useBulkEraseContacts() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation(contactMutations.bulkErase(client, queryClient));
}

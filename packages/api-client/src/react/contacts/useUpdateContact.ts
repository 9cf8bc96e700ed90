import { useMutation, useQueryClient } from '@tanstack/react-query';
import { contactMutations } from '../../contacts/contacts.queries';
import { useApiClient } from '../ApiClientProvider';

/** Updates a contact (`{ id, input }`); the contacts list refetches. */
export function useUpdateContact() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation(contactMutations.update(client, queryClient));
}

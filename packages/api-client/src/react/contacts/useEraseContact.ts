import { useMutation, useQueryClient } from '@tanstack/react-query';
import { contactMutations } from '../../contacts/contacts.queries';
import { useApiClient } from '../ApiClientProvider';

/** Erases a contact by id with its address typed to confirm; the contacts list refetches. */
export function useEraseContact() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation(contactMutations.erase(client, queryClient));
}

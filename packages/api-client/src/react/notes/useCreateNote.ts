import { useMutation, useQueryClient } from '@tanstack/react-query';
import { noteMutations } from '../../notes/notes.queries';
import { useApiClient } from '../ApiClientProvider';

/** Adds a note to a contact; its notes and timeline refetch. */
export function useCreateNote() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation(noteMutations.create(client, queryClient));
}

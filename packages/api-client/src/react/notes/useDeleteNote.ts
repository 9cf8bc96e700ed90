import { useMutation, useQueryClient } from '@tanstack/react-query';
import { noteMutations } from '../../notes/notes.queries';
import { useApiClient } from '../ApiClientProvider';

/** Deletes a note; its contact's notes and timeline refetch. */
export function useDeleteNote() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation(noteMutations.delete(client, queryClient));
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { noteMutations } from '../../notes/notes.queries';
import { useApiClient } from '../ApiClientProvider';

/** Edits or pins a note; its contact's notes and timeline refetch. */
export function useUpdateNote() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation(noteMutations.update(client, queryClient));
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { formMutations } from '../../forms/forms.queries';
import { useApiClient } from '../ApiClientProvider';

/** Deletes a signup form (by id); its submissions go, consent records stay; the list refetches. */
export function useDeleteForm() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation(formMutations.delete(client, queryClient));
}

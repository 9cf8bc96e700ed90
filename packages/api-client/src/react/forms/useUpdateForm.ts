import { useMutation, useQueryClient } from '@tanstack/react-query';
import { formMutations } from '../../forms/forms.queries';
import { useApiClient } from '../ApiClientProvider';

/** Changes a signup form (a new version unless only the name changed); the forms list refetches. */
export function useUpdateForm() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation(formMutations.update(client, queryClient));
}

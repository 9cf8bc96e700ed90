import { useMutation, useQueryClient } from '@tanstack/react-query';
import { formMutations } from '../../forms/forms.queries';
import { useApiClient } from '../ApiClientProvider';

/** Creates a signup form; the forms list refetches. */
export function useCreateForm() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation(formMutations.create(client, queryClient));
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { formMutations } from '../../forms/forms.queries';
import { useApiClient } from '../ApiClientProvider';

/** Copies a signup form (its own hosted page, no figures); the forms list refetches. */
export function useDuplicateForm() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation(formMutations.duplicate(client, queryClient));
}

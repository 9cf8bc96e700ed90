import { useMutation, useQueryClient } from '@tanstack/react-query';
import { templateMutations } from '../../templates/templates.queries';
import { useApiClient } from '../ApiClientProvider';

/** Deletes an email template by id; the templates list refetches. */
export function useDeleteEmailTemplate() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation(templateMutations.delete(client, queryClient));
}

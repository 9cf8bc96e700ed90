import { useMutation, useQueryClient } from '@tanstack/react-query';
import { templateMutations } from '../../templates/templates.queries';
import { useApiClient } from '../ApiClientProvider';

/** Updates an email template (`{ id, input }`); the templates list refetches. */
export function useUpdateEmailTemplate() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation(templateMutations.update(client, queryClient));
}

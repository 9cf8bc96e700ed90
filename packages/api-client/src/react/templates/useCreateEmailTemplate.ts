import { useMutation, useQueryClient } from '@tanstack/react-query';
import { templateMutations } from '../../templates/templates.queries';
import { useApiClient } from '../ApiClientProvider';

/** Creates an email template; the templates list refetches. */
export function useCreateEmailTemplate() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation(templateMutations.create(client, queryClient));
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { workflowMutations } from '../../workflows/workflows.queries';
import { useApiClient } from '../ApiClientProvider';

/** Creates an automation workflow; the workflows list refetches. */
export function useCreateWorkflow() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation(workflowMutations.create(client, queryClient));
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { workflowMutations } from '../../workflows/workflows.queries';
import { useApiClient } from '../ApiClientProvider';

/** Deletes an automation workflow (by id); the workflows lists refetch. */
export function useDeleteWorkflow() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation(workflowMutations.delete(client, queryClient));
}

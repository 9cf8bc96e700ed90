import { useMutation, useQueryClient } from '@tanstack/react-query';
import { workflowMutations } from '../../workflows/workflows.queries';
import { useApiClient } from '../ApiClientProvider';

/** Changes an automation workflow (edit, activate, deactivate); the workflows lists refetch. */
export function useUpdateWorkflow() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation(workflowMutations.update(client, queryClient));
}

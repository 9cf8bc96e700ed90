import { useMutation, useQueryClient } from '@tanstack/react-query';
import { workflowMutations } from '../../workflows/workflows.queries';
import { useApiClient } from '../ApiClientProvider';

/** Runs a contact's failed step again (the Retry button of a stopped contact). */
export function useRetryWorkflowRun() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation(workflowMutations.retryRun(client, queryClient));
}

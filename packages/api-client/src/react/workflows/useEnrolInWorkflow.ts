import { useMutation, useQueryClient } from '@tanstack/react-query';
import { workflowMutations } from '../../workflows/workflows.queries';
import { useApiClient } from '../ApiClientProvider';

/** Manual enrolment: chosen contacts, or every contact a filter matches, enter a workflow now. */
export function useEnrolInWorkflow() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation(workflowMutations.enrol(client, queryClient));
}

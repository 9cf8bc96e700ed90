import { useMutation } from '@tanstack/react-query';
import { workflowMutations } from '../../workflows/workflows.queries';
import { useApiClient } from '../ApiClientProvider';

/** "Test with a contact": starts a test run of a workflow for one contact. */
export function useStartWorkflowTest() {
  const client = useApiClient();
  return useMutation(workflowMutations.startTest(client));
}

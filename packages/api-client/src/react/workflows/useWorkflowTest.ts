import { useQuery } from '@tanstack/react-query';
import { WORKFLOW_TEST_REFRESH_MS } from '../../workflows/workflowTests.schemas';
import { workflowTestQuery } from '../../workflows/workflows.queries';
import { useApiClient } from '../ApiClientProvider';
import { useIsSignedIn } from '../useIsSignedIn';

/** A test run as it goes: read every second until its contact finished, left or stopped. */
export function useWorkflowTest(id: number, testId: number | undefined) {
  const client = useApiClient();
  const signedIn = useIsSignedIn();
  return useQuery({
    ...workflowTestQuery(client, id, testId ?? 0),
    enabled: signedIn && testId !== undefined,
    refetchInterval: (query) =>
      query.state.data === undefined || ['active', 'paused'].includes(query.state.data.status)
        ? WORKFLOW_TEST_REFRESH_MS
        : false,
  });
}

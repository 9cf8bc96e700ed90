import { useQuery } from '@tanstack/react-query';
import { WORKFLOW_REPORT_REFRESH_MS, workflowReportQuery } from '../../workflows/workflows.queries';
import { useApiClient } from '../ApiClientProvider';
import { useIsSignedIn } from '../useIsSignedIn';

/** A workflow's run history and live step figures, refreshed every few seconds while shown. */
export function useWorkflowReport(id: number) {
  const client = useApiClient();
  const signedIn = useIsSignedIn();
  return useQuery({
    ...workflowReportQuery(client, id),
    enabled: signedIn,
    refetchInterval: WORKFLOW_REPORT_REFRESH_MS,
  });
}

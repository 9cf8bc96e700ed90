import { WORKFLOW_REPORT_REFRESH_MS, workflowQueries } from '../../workflows/workflows.queries';
import type { WorkflowRunFilter } from '../../workflows/workflows.schemas';
import { useApiClient } from '../ApiClientProvider';
import type { ReadHookOptions } from '../ReadHookOptions';
import { usePagedQuery } from '../usePagedQuery';

/**
 * The contacts in a workflow (or that went through it) and where each is, newest entry first, a
 * page at a time (`GET /api/automation-workflows/{id}/runs?status=`): `data` is `{ rows, total }`;
 * `fetchNextPage` loads more. Read again every few seconds while shown, as the step figures are:
 * contacts move on their own.
 */
export function useWorkflowRuns(
  id: number,
  status?: WorkflowRunFilter,
  { enabled = true }: ReadHookOptions = {},
) {
  return usePagedQuery(workflowQueries.runs(useApiClient(), id, status), enabled, {
    refetchInterval: () => WORKFLOW_REPORT_REFRESH_MS,
  });
}

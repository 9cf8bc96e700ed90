import { workflowQueries } from '../../workflows/workflows.queries';
import { useApiClient } from '../ApiClientProvider';
import type { ReadHookOptions } from '../ReadHookOptions';
import { usePagedQuery } from '../usePagedQuery';

/**
 * The workflows (the Automation screen) whose name or description contains `q`, newest first, a
 * page at a time (`GET /api/automation-workflows?q=&cursor=`): `data` is `{ rows, total }`;
 * `fetchNextPage` loads more while `hasNextPage`. While a new search loads, the previous rows stay.
 */
export function useWorkflowPages({
  q = '',
  enabled = true,
}: ReadHookOptions & { q?: string } = {}) {
  return usePagedQuery(workflowQueries.pages(useApiClient(), q), enabled);
}

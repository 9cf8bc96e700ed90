import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { workflowQueries } from '../../workflows/workflows.queries';
import { useApiClient } from '../ApiClientProvider';
import { pagedRows } from '../pagedRows';
import type { ReadHookOptions } from '../ReadHookOptions';
import { useIsSignedIn } from '../useIsSignedIn';

/**
 * The workflows (the Automation screen) whose name or description contains `q`, newest first, a
 * page at a time (`GET /api/automation-workflows?q=&cursor=`): `data` is `{ rows, total }`;
 * `fetchNextPage` loads more while `hasNextPage`. While a new search loads, the previous rows stay.
 */
export function useWorkflowPages({
  q = '',
  enabled = true,
}: ReadHookOptions & { q?: string } = {}) {
  const client = useApiClient();
  const signedIn = useIsSignedIn();
  return useInfiniteQuery({
    ...workflowQueries.pages(client, q),
    enabled: signedIn && enabled,
    select: pagedRows,
    placeholderData: keepPreviousData,
  });
}

import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { workflowQueries } from '../../workflows/workflows.queries';
import { useApiClient } from '../ApiClientProvider';
import type { ReadHookOptions } from '../ReadHookOptions';
import { useIsSignedIn } from '../useIsSignedIn';

/**
 * The automation workflows (`GET /api/automation-workflows?q=`), fetched only when signed in. While
 * a new search loads, the previous result stays on screen instead of a skeleton per keystroke.
 */
export function useWorkflows({ q = '', enabled = true }: ReadHookOptions & { q?: string } = {}) {
  const client = useApiClient();
  const signedIn = useIsSignedIn();
  return useQuery({
    ...workflowQueries.list(client, q),
    enabled: signedIn && enabled,
    placeholderData: keepPreviousData,
  });
}

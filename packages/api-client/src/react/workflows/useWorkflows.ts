import { useQuery } from '@tanstack/react-query';
import { workflowQueries } from '../../workflows/workflows.queries';
import { useApiClient } from '../ApiClientProvider';
import type { ReadHookOptions } from '../ReadHookOptions';
import { useIsSignedIn } from '../useIsSignedIn';

/** The automation workflows list (`GET /api/automation-workflows`), fetched only when signed in. */
export function useWorkflows({ enabled = true }: ReadHookOptions = {}) {
  const client = useApiClient();
  const signedIn = useIsSignedIn();
  return useQuery({ ...workflowQueries.list(client), enabled: signedIn && enabled });
}

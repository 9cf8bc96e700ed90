import { useEffect } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { invalidateAll } from '../../common/queryTypes';
import { contactKeys, contactQueries } from '../../contacts/contacts.queries';
import { dashboardKeys } from '../../dashboard/dashboard.queries';
import { useApiClient } from '../ApiClientProvider';

/** How often a running bulk action is asked how far it is. */
export const BULK_JOB_INTERVAL_MS = 1000;

/**
 * A large bulk action running on the server (the `job` of a bulk answer): asked every second
 * until it is done or failed. Once it ends, every contacts read and the dashboard refetch, as
 * after a bulk action done at once.
 */
export function useContactBulkJob(id: number) {
  const client = useApiClient();
  const queryClient = useQueryClient();
  const query = useQuery({
    ...contactQueries.bulkJob(client, id),
    refetchInterval: (q) =>
      q.state.data && q.state.data.state !== 'queued' ? false : BULK_JOB_INTERVAL_MS,
  });
  const ended = query.data !== undefined && query.data.state !== 'queued';
  useEffect(() => {
    // The job's own key is kept: refetching it is harmless, and the list refetches beside it.
    if (ended) void invalidateAll(queryClient, [contactKeys.all, dashboardKeys.all]);
  }, [ended, queryClient]);
  return query;
}

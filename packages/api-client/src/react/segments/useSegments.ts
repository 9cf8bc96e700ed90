import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { SegmentGroupInput } from '../../segments/segments.schemas';
import { segmentQueries } from '../../segments/segments.queries';
import { useApiClient } from '../ApiClientProvider';
import type { ReadHookOptions } from '../ReadHookOptions';
import { useIsSignedIn } from '../useIsSignedIn';

/** The account's saved segments, by name (`GET /api/segments`). */
export function useSegments({ enabled = true }: ReadHookOptions = {}) {
  const client = useApiClient();
  const signedIn = useIsSignedIn();
  return useQuery({ ...segmentQueries.list(client), enabled: signedIn && enabled });
}

/** One saved segment (`GET /api/segments/{id}`); `id` undefined asks nothing. */
export function useSegment(id: number | undefined) {
  const client = useApiClient();
  const signedIn = useIsSignedIn();
  return useQuery({
    ...segmentQueries.detail(client, id ?? 0),
    enabled: signedIn && id !== undefined,
  });
}

/** How many contacts a saved segment holds now (`GET /api/segments/{id}/count`). */
export function useSegmentCount(id: number) {
  const client = useApiClient();
  const signedIn = useIsSignedIn();
  return useQuery({ ...segmentQueries.count(client, id), enabled: signedIn });
}

/**
 * The editor's live count of conditions not saved yet (`POST /api/segments/count`). The caller
 * debounces `conditions`; the last count stays shown while the next one loads.
 */
export function useSegmentConditionsCount(
  conditions: SegmentGroupInput,
  { enabled = true }: ReadHookOptions = {},
) {
  const client = useApiClient();
  const signedIn = useIsSignedIn();
  return useQuery({
    ...segmentQueries.conditionsCount(client, conditions),
    enabled: signedIn && enabled,
    placeholderData: keepPreviousData,
    // A 400 names a condition: the editor shows it at once, asking again changes nothing.
    retry: false,
  });
}

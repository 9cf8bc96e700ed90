import { useMutation, useQueryClient } from '@tanstack/react-query';
import { segmentMutations } from '../../segments/segments.queries';
import { useApiClient } from '../ApiClientProvider';

/** Saves a new segment; the segments list refetches. */
export function useCreateSegment() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation(segmentMutations.create(client, queryClient));
}

/** Saves a segment's name and conditions; the segments and the contacts filtered by it refetch. */
export function useUpdateSegment() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation(segmentMutations.update(client, queryClient));
}

/** Deletes a segment (by id); the list refetches. */
export function useDeleteSegment() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation(segmentMutations.delete(client, queryClient));
}

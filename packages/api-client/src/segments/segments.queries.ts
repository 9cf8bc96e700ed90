import type { ApiClient } from '../client';
import { invalidateAll, type QueryInvalidator } from '../common/queryTypes';
import { contactKeys } from '../contacts/contacts.queries';
import type { SegmentGroupInput, SegmentInput } from './segments.schemas';

/** Query keys of segments: the list, one segment, and live counts. */
export const segmentKeys = {
  all: ['segments'] as const,
  list: () => [...segmentKeys.all, 'list'] as const,
  detail: (id: number) => [...segmentKeys.all, 'detail', id] as const,
  counts: () => [...segmentKeys.all, 'count'] as const,
  count: (id: number) => [...segmentKeys.counts(), id] as const,
  conditionsCount: (conditions: SegmentGroupInput) =>
    [...segmentKeys.counts(), 'conditions', conditions] as const,
};

export const segmentQueries = {
  list: (client: ApiClient) => ({
    queryKey: segmentKeys.list(),
    queryFn: () => client.getSegments(),
  }),
  detail: (client: ApiClient, id: number) => ({
    queryKey: segmentKeys.detail(id),
    queryFn: () => client.getSegment(id),
  }),
  /** A saved segment's count now (never stored: the segment is live). */
  count: (client: ApiClient, id: number) => ({
    queryKey: segmentKeys.count(id),
    queryFn: () => client.countSegment(id),
  }),
  /** The editor's live count of conditions as they stand. */
  conditionsCount: (client: ApiClient, conditions: SegmentGroupInput) => ({
    queryKey: segmentKeys.conditionsCount(conditions),
    queryFn: () => client.countSegmentConditions(conditions),
  }),
};

export const segmentMutations = {
  create: (client: ApiClient, queryClient: QueryInvalidator) => ({
    mutationKey: [...segmentKeys.all, 'create'] as const,
    mutationFn: (input: SegmentInput) => client.createSegment(input),
    onSuccess: () => invalidateAll(queryClient, [segmentKeys.all]),
  }),
  // A changed segment changes the Contacts list filtered by it.
  update: (client: ApiClient, queryClient: QueryInvalidator) => ({
    mutationKey: [...segmentKeys.all, 'update'] as const,
    mutationFn: ({ id, input }: { id: number; input: SegmentInput }) =>
      client.updateSegment(id, input),
    onSuccess: () => invalidateAll(queryClient, [segmentKeys.all, contactKeys.all]),
  }),
  delete: (client: ApiClient, queryClient: QueryInvalidator) => ({
    mutationKey: [...segmentKeys.all, 'delete'] as const,
    mutationFn: (id: number) => client.deleteSegment(id),
    onSuccess: () => invalidateAll(queryClient, [segmentKeys.all]),
  }),
};

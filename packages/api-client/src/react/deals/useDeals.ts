import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { DealFilter } from '../../deals/deals.api';
import { dealMutations, dealQueries } from '../../deals/deals.queries';
import { useApiClient } from '../ApiClientProvider';
import { usePagedQuery } from '../usePagedQuery';
import { useIsSignedIn } from '../useIsSignedIn';

/** The pipeline's stages in board order, each with its open deals' count and value. */
export function usePipelineStages() {
  const client = useApiClient();
  const signedIn = useIsSignedIn();
  return useQuery({ ...dealQueries.stages(client), enabled: signedIn });
}

/** Pages of deals in board order; a board column asks for one stage's open deals. */
export function useDeals(filter: DealFilter, { enabled = true }: { enabled?: boolean } = {}) {
  return usePagedQuery(dealQueries.list(useApiClient(), filter), enabled, {
    keepPreviousRows: false,
  });
}

/** Writes to the pipeline: the stages, deals and contacts' timelines refetch. */
export function useCreatePipelineStage() {
  return useMutation(dealMutations.createStage(useApiClient(), useQueryClient()));
}
export function useRenamePipelineStage() {
  return useMutation(dealMutations.renameStage(useApiClient(), useQueryClient()));
}
export function useReorderPipelineStages() {
  return useMutation(dealMutations.reorderStages(useApiClient(), useQueryClient()));
}
export function useDeletePipelineStage() {
  return useMutation(dealMutations.deleteStage(useApiClient(), useQueryClient()));
}
export function useCreateDeal() {
  return useMutation(dealMutations.create(useApiClient(), useQueryClient()));
}
export function useUpdateDeal() {
  return useMutation(dealMutations.update(useApiClient(), useQueryClient()));
}
export function useMoveDeal() {
  return useMutation(dealMutations.move(useApiClient(), useQueryClient()));
}
export function useDeleteDeal() {
  return useMutation(dealMutations.delete(useApiClient(), useQueryClient()));
}

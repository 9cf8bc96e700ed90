import { analyticsKeys } from '../analytics/analytics.queries';
import type { ApiClient } from '../client';
import { pagesQuery } from '../common/pages';
import { invalidateAll, type QueryInvalidator } from '../common/queryTypes';
import { companyKeys } from '../companies/companies.queries';
import { contactKeys } from '../contacts/contacts.queries';
import type { DealFilter } from './deals.api';
import {
  type DealInput,
  type DealMove,
  DEALS_PAGE_SIZE,
  type DealUpdate,
  type PipelineStageInput,
} from './deals.schemas';

/** Query keys of the pipeline: its stages (with totals) and lists of deals. */
export const dealKeys = {
  all: ['deals'] as const,
  stages: () => [...dealKeys.all, 'stages'] as const,
  lists: () => [...dealKeys.all, 'list'] as const,
  list: (filter: DealFilter) => [...dealKeys.lists(), filter] as const,
};

export const dealQueries = {
  stages: (client: ApiClient) => ({
    queryKey: dealKeys.stages(),
    queryFn: () => client.getPipelineStages(),
  }),
  /** Pages of deals in board order (a board column: one stage's open deals). */
  list: (client: ApiClient, filter: DealFilter) =>
    pagesQuery(dealKeys.list(filter), (cursor) =>
      client.getDealsPage(filter, { limit: DEALS_PAGE_SIZE, cursor }),
    ),
};

// A deal's stage and status are on its contacts' timelines, every write changes a stage's totals
// (the board's and the Analytics pipeline card's), and its contacts' and company's pages list it.
const refresh = (queryClient: QueryInvalidator) =>
  invalidateAll(queryClient, [dealKeys.all, contactKeys.all, companyKeys.all, analyticsKeys.all]);

export const dealMutations = {
  createStage: (client: ApiClient, queryClient: QueryInvalidator) => ({
    mutationKey: [...dealKeys.all, 'createStage'] as const,
    mutationFn: (input: PipelineStageInput) => client.createPipelineStage(input),
    onSuccess: () => refresh(queryClient),
  }),
  renameStage: (client: ApiClient, queryClient: QueryInvalidator) => ({
    mutationKey: [...dealKeys.all, 'renameStage'] as const,
    mutationFn: ({ id, input }: { id: number; input: PipelineStageInput }) =>
      client.renamePipelineStage(id, input),
    onSuccess: () => refresh(queryClient),
  }),
  reorderStages: (client: ApiClient, queryClient: QueryInvalidator) => ({
    mutationKey: [...dealKeys.all, 'reorderStages'] as const,
    mutationFn: (ids: number[]) => client.reorderPipelineStages(ids),
    onSuccess: () => refresh(queryClient),
  }),
  deleteStage: (client: ApiClient, queryClient: QueryInvalidator) => ({
    mutationKey: [...dealKeys.all, 'deleteStage'] as const,
    mutationFn: ({ id, moveTo }: { id: number; moveTo?: number }) =>
      client.deletePipelineStage(id, moveTo),
    onSuccess: () => refresh(queryClient),
  }),
  create: (client: ApiClient, queryClient: QueryInvalidator) => ({
    mutationKey: [...dealKeys.all, 'create'] as const,
    mutationFn: (input: DealInput) => client.createDeal(input),
    onSuccess: () => refresh(queryClient),
  }),
  update: (client: ApiClient, queryClient: QueryInvalidator) => ({
    mutationKey: [...dealKeys.all, 'update'] as const,
    mutationFn: ({ id, input }: { id: number; input: DealUpdate }) => client.updateDeal(id, input),
    onSuccess: () => refresh(queryClient),
  }),
  move: (client: ApiClient, queryClient: QueryInvalidator) => ({
    mutationKey: [...dealKeys.all, 'move'] as const,
    mutationFn: ({ id, move }: { id: number; move: DealMove }) => client.moveDeal(id, move),
    onSuccess: () => refresh(queryClient),
  }),
  delete: (client: ApiClient, queryClient: QueryInvalidator) => ({
    mutationKey: [...dealKeys.all, 'delete'] as const,
    mutationFn: (id: number) => client.deleteDeal(id),
    onSuccess: () => refresh(queryClient),
  }),
};

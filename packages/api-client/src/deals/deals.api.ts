import type { Page, PageParams } from '../common/pages';
import type { SortOrder } from '../contacts/contacts.list.schemas';
import { type Http, idSegment, queryString } from '../http';
import {
  type Deal,
  type DealInput,
  DealListResponseSchema,
  type DealMove,
  DealResponseSchema,
  type DealSort,
  type DealStatus,
  type DealUpdate,
  type PipelineStage,
  type PipelineStageInput,
  PipelineStageListResponseSchema,
  PipelineStageResponseSchema,
} from './deals.schemas';

/** What a list of deals is narrowed to: a board column is `{ stageId, status: 'open' }`. */
export interface DealFilter {
  stageId?: number;
  status?: DealStatus;
  q?: string;
  /** One contact's deals. */
  contactId?: number;
  /** One company's deals. */
  companyId?: number;
  /** Absent: board order. */
  sort?: DealSort;
  /** @default 'asc' */
  order?: SortOrder;
}

export function dealsApi(http: Http) {
  return {
    /** `GET /api/pipeline/stages`: in board order, each with its open deals' count and value. */
    getPipelineStages: async (): Promise<PipelineStage[]> =>
      (await http.json('GET', '/api/pipeline/stages', PipelineStageListResponseSchema)).stages,
    /** `POST /api/pipeline/stages`: added last; 400 when the name is taken. */
    createPipelineStage: async (input: PipelineStageInput): Promise<PipelineStage> =>
      (
        await http.json('POST', '/api/pipeline/stages', PipelineStageResponseSchema, {
          json: input,
        })
      ).stage,
    /** `PATCH /api/pipeline/stages/{id}`: renames it. */
    renamePipelineStage: async (id: number, input: PipelineStageInput): Promise<PipelineStage> =>
      (
        await http.json(
          'PATCH',
          `/api/pipeline/stages/${idSegment(id)}`,
          PipelineStageResponseSchema,
          { json: input },
        )
      ).stage,
    /** `PUT /api/pipeline/stages/order`: every stage's id in the new order. */
    reorderPipelineStages: async (ids: number[]): Promise<PipelineStage[]> =>
      (
        await http.json('PUT', '/api/pipeline/stages/order', PipelineStageListResponseSchema, {
          json: { ids },
        })
      ).stages,
    /** `DELETE /api/pipeline/stages/{id}?moveTo=`: its deals go to `moveTo` (400 without one). */
    deletePipelineStage: async (id: number, moveTo?: number): Promise<void> => {
      await http.send('DELETE', `/api/pipeline/stages/${idSegment(id)}${queryString({ moveTo })}`);
    },
    /** `GET /api/deals`: a page of deals in board order. */
    getDealsPage: async (
      filter: DealFilter,
      { limit, cursor }: PageParams = {},
    ): Promise<Page<Deal>> => {
      const page = await http.json(
        'GET',
        `/api/deals${queryString({ ...filter, limit, before: cursor ?? undefined })}`,
        DealListResponseSchema,
      );
      return { items: page.deals, nextCursor: page.nextCursor, total: page.total };
    },
    getDeal: async (id: number): Promise<Deal> =>
      (await http.json('GET', `/api/deals/${idSegment(id)}`, DealResponseSchema)).deal,
    /** `POST /api/deals`. */
    createDeal: async (input: DealInput): Promise<Deal> =>
      (await http.json('POST', '/api/deals', DealResponseSchema, { json: input })).deal,
    /** `PATCH /api/deals/{id}`: `{ status: 'lost', lostReason }` closes it. */
    updateDeal: async (id: number, input: DealUpdate): Promise<Deal> =>
      (
        await http.json('PATCH', `/api/deals/${idSegment(id)}`, DealResponseSchema, {
          json: input,
        })
      ).deal,
    /** `POST /api/deals/{id}/move`: to a stage, before or after one of its deals. */
    moveDeal: async (id: number, move: DealMove): Promise<Deal> =>
      (
        await http.json('POST', `/api/deals/${idSegment(id)}/move`, DealResponseSchema, {
          json: move,
        })
      ).deal,
    /** `DELETE /api/deals/{id}`: 204. */
    deleteDeal: async (id: number): Promise<void> => {
      await http.send('DELETE', `/api/deals/${idSegment(id)}`);
    },
  };
}

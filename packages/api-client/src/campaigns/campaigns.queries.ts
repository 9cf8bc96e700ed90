import type { ApiClient } from '../client';
import { invalidateAll, type QueryInvalidator } from '../common/queryTypes';
import { dashboardKeys } from '../dashboard/dashboard.queries';
import type { CampaignCreateInput, CampaignUpdateInput } from './campaigns.schemas';

/** Query keys of campaigns: invalidate `campaignKeys.all` to refetch every campaigns read. */
export const campaignKeys = {
  all: ['campaigns'] as const,
  list: () => [...campaignKeys.all, 'list'] as const,
  search: (q: string) => [...campaignKeys.all, 'search', q] as const,
  detail: (id: number) => [...campaignKeys.all, 'detail', id] as const,
  contacts: (id: number) => [...campaignKeys.all, 'detail', id, 'contacts'] as const,
};

/** Rows per page of the campaigns table and of a campaign's contacts. */
export const CAMPAIGN_PAGE_SIZE = 25;

export const campaignQueries = {
  /** `GET /api/campaigns`. */
  list: (client: ApiClient) => ({
    queryKey: campaignKeys.list(),
    queryFn: () => client.getCampaigns(),
  }),
  /** Pages of `GET /api/campaigns?q=` for an infinite query: the next page starts at `nextCursor`. */
  search: (client: ApiClient, q: string) => ({
    queryKey: campaignKeys.search(q),
    queryFn: ({ pageParam }: { pageParam: string | null }) =>
      client.searchCampaigns({ q, limit: CAMPAIGN_PAGE_SIZE, cursor: pageParam }),
    initialPageParam: null as string | null,
    getNextPageParam: (page: { nextCursor: string | null }) => page.nextCursor,
  }),
  /** `GET /api/campaigns/{id}`. */
  detail: (client: ApiClient, id: number) => ({
    queryKey: campaignKeys.detail(id),
    queryFn: () => client.getCampaign(id),
  }),
  /** Pages of `GET /api/campaigns/{id}/contacts` for an infinite query. */
  contacts: (client: ApiClient, id: number) => ({
    queryKey: campaignKeys.contacts(id),
    queryFn: ({ pageParam }: { pageParam: string | null }) =>
      client.getCampaignContacts(id, { limit: CAMPAIGN_PAGE_SIZE, cursor: pageParam }),
    initialPageParam: null as string | null,
    getNextPageParam: (page: { nextCursor: string | null }) => page.nextCursor,
  }),
};

/** Refetches what a campaigns write changes: every campaigns read and the dashboard's counts. */
const afterCampaignWrite = (queryClient: QueryInvalidator) =>
  invalidateAll(queryClient, [campaignKeys.all, dashboardKeys.all]);

export const campaignMutations = {
  create: (client: ApiClient, queryClient: QueryInvalidator) => ({
    mutationKey: [...campaignKeys.all, 'create'] as const,
    mutationFn: (input: CampaignCreateInput) => client.createCampaign(input),
    onSuccess: () => afterCampaignWrite(queryClient),
  }),
  update: (client: ApiClient, queryClient: QueryInvalidator) => ({
    mutationKey: [...campaignKeys.all, 'update'] as const,
    mutationFn: ({ id, input }: { id: number; input: CampaignUpdateInput }) =>
      client.updateCampaign(id, input),
    onSuccess: () => afterCampaignWrite(queryClient),
  }),
  duplicate: (client: ApiClient, queryClient: QueryInvalidator) => ({
    mutationKey: [...campaignKeys.all, 'duplicate'] as const,
    mutationFn: (id: number) => client.duplicateCampaign(id),
    onSuccess: () => afterCampaignWrite(queryClient),
  }),
  archive: (client: ApiClient, queryClient: QueryInvalidator) => ({
    mutationKey: [...campaignKeys.all, 'archive'] as const,
    mutationFn: (id: number) => client.archiveCampaign(id),
    onSuccess: () => afterCampaignWrite(queryClient),
  }),
  delete: (client: ApiClient, queryClient: QueryInvalidator) => ({
    mutationKey: [...campaignKeys.all, 'delete'] as const,
    mutationFn: (id: number) => client.deleteCampaign(id),
    onSuccess: () => afterCampaignWrite(queryClient),
  }),
  addContact: (client: ApiClient, queryClient: QueryInvalidator) => ({
    mutationKey: [...campaignKeys.all, 'add-contact'] as const,
    mutationFn: ({ campaignId, contactId }: { campaignId: number; contactId: number }) =>
      client.addContactToCampaign(campaignId, contactId),
    onSuccess: () => invalidateAll(queryClient, [campaignKeys.all]),
  }),
};

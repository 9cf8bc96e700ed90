import type { ApiClient } from '../client';
import { invalidateAll, type QueryInvalidator } from '../common/queryTypes';
import { dashboardKeys } from '../dashboard/dashboard.queries';
import type { CampaignCreateInput } from './campaigns.schemas';

/** Query keys of campaigns: invalidate `campaignKeys.all` to refetch every campaigns read. */
export const campaignKeys = {
  all: ['campaigns'] as const,
  list: () => [...campaignKeys.all, 'list'] as const,
};

export const campaignQueries = {
  /** `GET /api/campaigns`. */
  list: (client: ApiClient) => ({
    queryKey: campaignKeys.list(),
    queryFn: () => client.getCampaigns(),
  }),
};

export const campaignMutations = {
  create: (client: ApiClient, queryClient: QueryInvalidator) => ({
    mutationKey: [...campaignKeys.all, 'create'] as const,
    mutationFn: (input: CampaignCreateInput) => client.createCampaign(input),
    onSuccess: () => invalidateAll(queryClient, [campaignKeys.all, dashboardKeys.all]),
  }),
  addContact: (client: ApiClient, queryClient: QueryInvalidator) => ({
    mutationKey: [...campaignKeys.all, 'add-contact'] as const,
    mutationFn: ({ campaignId, contactId }: { campaignId: number; contactId: number }) =>
      client.addContactToCampaign(campaignId, contactId),
    onSuccess: () => invalidateAll(queryClient, [campaignKeys.all]),
  }),
};

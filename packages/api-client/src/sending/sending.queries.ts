import type { ApiClient } from '../client';
import { campaignKeys } from '../campaigns/campaigns.queries';
import { invalidateAll, type QueryInvalidator } from '../common/queryTypes';
import type { ComposeEmailForm } from '../contacts/contacts.schemas';
import type { TestSendInput } from './sending.schemas';

/** Query keys of sending: the outbox, progress per campaign, engagement per contact. */
export const sendingKeys = {
  all: ['sending'] as const,
  status: () => [...sendingKeys.all, 'status'] as const,
  outbox: () => [...sendingKeys.all, 'outbox'] as const,
  outboxMessage: (id: number) => [...sendingKeys.outbox(), id] as const,
  progress: (campaignId: number) => [...sendingKeys.all, 'progress', campaignId] as const,
  engagement: (contactId: number) => [...sendingKeys.all, 'engagement', contactId] as const,
};

/** How often a sending campaign's progress is read again. */
export const PROGRESS_POLL_MS = 2000;

export const sendingQueries = {
  status: (client: ApiClient) => ({
    queryKey: sendingKeys.status(),
    queryFn: () => client.getSendingStatus(),
    staleTime: 60_000,
  }),
  progress: (client: ApiClient, campaignId: number) => ({
    queryKey: sendingKeys.progress(campaignId),
    queryFn: () => client.getCampaignProgress(campaignId),
  }),
  engagement: (client: ApiClient, contactId: number) => ({
    queryKey: sendingKeys.engagement(contactId),
    queryFn: () => client.getContactEngagement(contactId),
  }),
  outbox: (client: ApiClient) => ({
    queryKey: sendingKeys.outbox(),
    queryFn: ({ pageParam }: { pageParam: string | null }) =>
      client.getOutboxPage({ cursor: pageParam }),
    initialPageParam: null as string | null,
    getNextPageParam: (last: { nextCursor: string | null }) => last.nextCursor,
  }),
  outboxMessage: (client: ApiClient, id: number) => ({
    queryKey: sendingKeys.outboxMessage(id),
    queryFn: () => client.getOutboxMessage(id),
  }),
};

export const sendingMutations = {
  send: (client: ApiClient, queryClient: QueryInvalidator) => ({
    mutationKey: [...sendingKeys.all, 'send'] as const,
    mutationFn: (campaignId: number) => client.sendCampaign(campaignId),
    onSuccess: () => invalidateAll(queryClient, [campaignKeys.all, sendingKeys.all]),
  }),
  cancel: (client: ApiClient, queryClient: QueryInvalidator) => ({
    mutationKey: [...sendingKeys.all, 'cancel'] as const,
    mutationFn: (campaignId: number) => client.cancelCampaign(campaignId),
    onSuccess: () => invalidateAll(queryClient, [campaignKeys.all, sendingKeys.all]),
  }),
  test: (client: ApiClient, queryClient: QueryInvalidator) => ({
    mutationKey: [...sendingKeys.all, 'test'] as const,
    mutationFn: ({ campaignId, ...input }: TestSendInput & { campaignId: number }) =>
      client.sendTestEmail(campaignId, input),
    onSuccess: () => invalidateAll(queryClient, [sendingKeys.outbox()]),
  }),
  contactEmail: (client: ApiClient, queryClient: QueryInvalidator) => ({
    mutationKey: [...sendingKeys.all, 'contact-email'] as const,
    mutationFn: ({ contactId, ...input }: ComposeEmailForm & { contactId: number }) =>
      client.sendContactEmail(contactId, input),
    onSuccess: () => invalidateAll(queryClient, [sendingKeys.outbox()]),
  }),
};

import type { ApiClient } from '../client';
import { pagesQuery } from '../common/pages';
import { invalidateAll, type QueryInvalidator } from '../common/queryTypes';
import { dashboardKeys } from '../dashboard/dashboard.queries';
import { outboxKeys } from '../outbox/outbox.queries';
import type {
  Campaign,
  CampaignAudienceChoiceInput,
  CampaignCreateInput,
  CampaignUpdateInput,
  RecipientState,
} from './campaigns.schemas';
import type { TestSendInput } from './campaignSending.schemas';

/** Query keys of campaigns: invalidate `campaignKeys.all` to refetch every campaigns read. */
export const campaignKeys = {
  all: ['campaigns'] as const,
  list: () => [...campaignKeys.all, 'list'] as const,
  /** The pages of the campaigns matching `q` (name or subject). */
  pages: (q = '') => [...campaignKeys.all, 'pages', q.trim()] as const,
  detail: (id: number) => [...campaignKeys.all, 'detail', id] as const,
  contacts: (id: number, state?: RecipientState) =>
    [...campaignKeys.detail(id), 'contacts', state ?? 'all'] as const,
  progress: (id: number) => [...campaignKeys.detail(id), 'progress'] as const,
  abResults: (id: number) => [...campaignKeys.detail(id), 'ab-results'] as const,
  audience: (id: number) => [...campaignKeys.detail(id), 'audience'] as const,
  /** The count of an audience being chosen (with a campaign's added contacts, when it has an id). */
  audienceCount: (audience: CampaignAudienceChoiceInput, campaignId?: number) =>
    [...campaignKeys.all, 'audience-count', campaignId ?? null, audience] as const,
  preSendCheck: (id: number) => [...campaignKeys.detail(id), 'pre-send-check'] as const,
  testAddresses: () => [...campaignKeys.all, 'test-addresses'] as const,
};

/** How often a sending campaign's progress is read again. */
export const PROGRESS_POLL_MS = 2000;

/** The longest a campaigns list waits for a scheduled campaign that is due later (a timer's bound). */
export const SCHEDULE_WAKE_MAX_MS = 10 * 60_000;

/**
 * When the campaigns list should be read again, from the campaigns it shows: every
 * `PROGRESS_POLL_MS` while one is sending or is scheduled and due (the server starts it within a
 * second or two), else when the earliest scheduled one falls due (at most `SCHEDULE_WAKE_MAX_MS`
 * away, so a sleeping laptop's clock cannot strand it), else never: a list at rest costs nothing.
 */
export function campaignsPollDelay(
  campaigns: Pick<Campaign, 'status' | 'scheduledAt'>[],
  now = Date.now(),
): number | false {
  let wait: number | false = false;
  for (const campaign of campaigns) {
    if (campaign.status === 'sending') return PROGRESS_POLL_MS;
    if (campaign.status !== 'scheduled' || campaign.scheduledAt === null) continue;
    const due = Date.parse(campaign.scheduledAt) - now;
    if (due <= 0) return PROGRESS_POLL_MS;
    wait = Math.min(wait === false ? Infinity : wait, due);
  }
  return wait === false ? false : Math.min(Math.max(wait, PROGRESS_POLL_MS), SCHEDULE_WAKE_MAX_MS);
}

/** Rows per page of the campaigns table and of a campaign's contacts. */
export const CAMPAIGN_PAGE_SIZE = 25;

export const campaignQueries = {
  /** `GET /api/campaigns/test-addresses`. */
  testAddresses: (client: ApiClient) => ({
    queryKey: campaignKeys.testAddresses(),
    queryFn: () => client.getTestAddresses(),
  }),
  /** `GET /api/campaigns`. */
  list: (client: ApiClient) => ({
    queryKey: campaignKeys.list(),
    queryFn: () => client.getCampaigns(),
  }),
  /** Pages of `GET /api/campaigns?q=`, newest first, for an infinite query. */
  pages: (client: ApiClient, q = '') =>
    pagesQuery(campaignKeys.pages(q), (cursor) =>
      client.getCampaignPage({ q: q.trim(), limit: CAMPAIGN_PAGE_SIZE, cursor }),
    ),
  /** `GET /api/campaigns/{id}/progress`: a send's live counts. */
  progress: (client: ApiClient, id: number) => ({
    queryKey: campaignKeys.progress(id),
    queryFn: () => client.getCampaignProgress(id),
  }),
  /** An A/B test's figures by variant, from `GET /api/campaigns/{id}` (none before the send). */
  abResults: (client: ApiClient, id: number) => ({
    queryKey: campaignKeys.abResults(id),
    queryFn: async () => (await client.getCampaignDetail(id)).abResults ?? [],
  }),
  /** `GET /api/campaigns/{id}/audience`: who Send now would reach. */
  audience: (client: ApiClient, id: number) => ({
    queryKey: campaignKeys.audience(id),
    queryFn: async () => (await client.getCampaignAudience(id)).audience,
  }),
  /** `POST /api/campaigns/audience/count`: the recipients of an audience not saved yet. */
  audienceCount: (
    client: ApiClient,
    audience: CampaignAudienceChoiceInput,
    campaignId?: number,
  ) => ({
    queryKey: campaignKeys.audienceCount(audience, campaignId),
    queryFn: () => client.countAudience({ audience, campaignId }),
  }),
  /** `GET /api/campaigns/{id}/pre-send-check`: the findings Send now shows. */
  preSendCheck: (client: ApiClient, id: number) => ({
    queryKey: campaignKeys.preSendCheck(id),
    queryFn: () => client.getPreSendCheck(id),
  }),
  /** Pages of `GET /api/campaigns/{id}/contacts?state=`: the recipients and where each stands. */
  contacts: (client: ApiClient, id: number, state?: RecipientState) =>
    pagesQuery(campaignKeys.contacts(id, state), (cursor) =>
      client.getCampaignContacts(id, { state, limit: CAMPAIGN_PAGE_SIZE, cursor }),
    ),
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
  restore: (client: ApiClient, queryClient: QueryInvalidator) => ({
    mutationKey: [...campaignKeys.all, 'restore'] as const,
    mutationFn: (id: number) => client.restoreCampaign(id),
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
  /**
   * Sends a campaign (202: the send runs on the server), past the pre-send check's overridable
   * errors when `override` is set; campaigns and the outbox refetch.
   */
  send: (client: ApiClient, queryClient: QueryInvalidator) => ({
    mutationKey: [...campaignKeys.all, 'send'] as const,
    mutationFn: ({ id, override }: { id: number; override?: boolean }) =>
      client.sendCampaign(id, override ? { override } : {}),
    onSuccess: () => invalidateAll(queryClient, [campaignKeys.all, outboxKeys.all]),
  }),
  /** Picks an A/B test's winner before its wait ends: the rest of the audience get it. */
  pickAbWinner: (client: ApiClient, queryClient: QueryInvalidator) => ({
    mutationKey: [...campaignKeys.all, 'pick-ab-winner'] as const,
    mutationFn: ({ id, variant }: { id: number; variant: number }) =>
      client.pickAbWinner(id, { variant }),
    onSuccess: () => invalidateAll(queryClient, [campaignKeys.all, outboxKeys.all]),
  }),
  /** Cancels a scheduled or sending campaign. */
  cancel: (client: ApiClient, queryClient: QueryInvalidator) => ({
    mutationKey: [...campaignKeys.all, 'cancel'] as const,
    mutationFn: (id: number) => client.cancelCampaign(id),
    onSuccess: () => invalidateAll(queryClient, [campaignKeys.all, outboxKeys.all]),
  }),
  /** Sends one test copy (`{ campaignId, email }`); the outbox refetches. */
  sendTest: (client: ApiClient, queryClient: QueryInvalidator) => ({
    mutationKey: [...campaignKeys.all, 'send-test'] as const,
    mutationFn: ({ campaignId, ...input }: TestSendInput & { campaignId: number }) =>
      client.sendTestEmail(campaignId, input),
    // A first send to an address makes it a test address waiting for its confirmation.
    onSuccess: () => invalidateAll(queryClient, [outboxKeys.all, campaignKeys.testAddresses()]),
  }),
  removeTestAddress: (client: ApiClient, queryClient: QueryInvalidator) => ({
    mutationKey: [...campaignKeys.testAddresses(), 'remove'] as const,
    mutationFn: (email: string) => client.removeTestAddress(email),
    onSuccess: () => invalidateAll(queryClient, [campaignKeys.testAddresses()]),
  }),
};

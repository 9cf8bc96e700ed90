import type { ApiClient } from '../client';
import { campaignKeys } from '../campaigns/campaigns.queries';
import { invalidateAll, type QueryInvalidator } from '../common/queryTypes';
import { dashboardKeys } from '../dashboard/dashboard.queries';
import {
  CONTACT_PAGE_SIZE,
  type ContactBulkCampaignInput,
  type ContactBulkDeleteInput,
  type ContactBulkTagInput,
  type ContactFilterInput,
  type ContactListParams,
  DEFAULT_CONTACT_SORT,
  DEFAULT_SORT_ORDER,
} from './contacts.list.schemas';
import type { ContactCreateInput, ContactUpdateInput } from './contacts.schemas';
import type { ContactBulkEraseInput, ContactEraseInput } from './contactErasure.schemas';
import type { MergeContactsInput } from './contactDuplicates.schemas';

import { CONTACT_TIMELINE_PAGE_SIZE, type ContactTimelineKind } from './contactTimeline.schemas';
import { pagesQuery } from '../common/pages';

/**
 * Every filter field, blanks as '' so an absent and an empty filter share one cache entry; a
 * segment only when given (a segment's list is another list, never the unfiltered one's cache).
 */
function filterKey({ q, tag, status, segment }: ContactFilterInput) {
  return {
    q: q?.trim() ?? '',
    tag: tag?.trim() ?? '',
    status: status?.trim() ?? '',
    ...(segment ? { segment: Number(segment) } : {}),
  };
}

/** Every list parameter with its default filled in: the key holds exactly what the server sees. */
function listKey({ limit, sort, order, ...filter }: ContactListParams) {
  return {
    ...filterKey(filter),
    limit: limit ?? CONTACT_PAGE_SIZE,
    sort: sort ?? DEFAULT_CONTACT_SORT,
    order: order ?? DEFAULT_SORT_ORDER,
  };
}

/** Query keys of contacts: invalidate `contactKeys.all` to refetch every contacts read. */
export const contactKeys = {
  all: ['contacts'] as const,
  /** The page of `limit` rows starting at position `offset` of one filter and sort. */
  at: (params: ContactListParams, offset: number) =>
    [...contactKeys.all, 'at', listKey(params), offset] as const,
  /** The exact number of contacts a filter matches (a bulk action's confirmation shows it). */
  count: (filter: ContactFilterInput) => [...contactKeys.all, 'count', filterKey(filter)] as const,
  /** The tags suggested for what the tag box holds. */
  tags: (q: string) => [...contactKeys.all, 'tags', q.trim().toLowerCase()] as const,
  /** Every contact's engagement read, and one contact's. */
  engagements: () => [...contactKeys.all, 'engagement'] as const,
  engagement: (id: number) => [...contactKeys.engagements(), id] as const,
  /** Every contact's workflows read (an enrolment changes them), and one contact's. */
  workflowsAll: () => [...contactKeys.all, 'workflows'] as const,
  workflows: (id: number) => [...contactKeys.workflowsAll(), id] as const,
  /** One contact (its page). */
  one: (id: number) => [...contactKeys.all, 'one', id] as const,
  /** A contact's timeline of some kinds (none: every kind), sorted so one filter has one key. */
  timeline: (id: number, kinds: readonly ContactTimelineKind[]) =>
    [...contactKeys.all, 'timeline', id, [...kinds].sort()] as const,
  /** A contact's consent records (issue 28 §2). */
  consents: (id: number) => [...contactKeys.all, 'consents', id] as const,
  /** The groups of likely duplicates (issue 27 §4). */
  duplicates: () => [...contactKeys.all, 'duplicates'] as const,
  /** A background bulk action's progress. */
  bulkJob: (id: number) => [...contactKeys.all, 'bulk-job', id] as const,
};

export const contactQueries = {
  /** `GET /api/contacts?offset=…&limit=…`: the page at a position, for a table scrolled there. */
  at: (client: ApiClient, params: ContactListParams, offset: number) => {
    const queryKey = contactKeys.at(params, offset);
    return { queryKey, queryFn: () => client.getContactPage({ ...queryKey[2], offset }) };
  },
  /** `GET /api/contacts/count`: exact, unlike a search's first page, which stops counting at 5,000. */
  count: (client: ApiClient, filter: ContactFilterInput) => {
    const queryKey = contactKeys.count(filter);
    return { queryKey, queryFn: () => client.countContacts(queryKey[2]) };
  },
  /** `GET /api/contacts/tags?q=`: tags to suggest. */
  tags: (client: ApiClient, q: string) => {
    const queryKey = contactKeys.tags(q);
    return { queryKey, queryFn: () => client.getContactTags(queryKey[2]) };
  },
  /** `GET /api/contacts/bulk/jobs/{id}`: a large bulk action's progress and final count. */
  bulkJob: (client: ApiClient, id: number) => ({
    queryKey: contactKeys.bulkJob(id),
    queryFn: () => client.getContactBulkJob(id),
  }),
  /** `GET /api/contacts/{id}`. */
  one: (client: ApiClient, id: number) => ({
    queryKey: contactKeys.one(id),
    queryFn: () => client.getContact(id),
  }),
  /** Pages of `GET /api/contacts/{id}/timeline`, newest first, for an infinite query. */
  timeline: (client: ApiClient, id: number, kinds: readonly ContactTimelineKind[]) =>
    pagesQuery(contactKeys.timeline(id, kinds), (cursor) =>
      client.getContactTimelinePage(id, kinds, { limit: CONTACT_TIMELINE_PAGE_SIZE, cursor }),
    ),
  /** Pages of `GET /api/contacts/duplicates`, for an infinite query. */
  duplicates: (client: ApiClient) =>
    pagesQuery(contactKeys.duplicates(), (cursor) => client.getDuplicatesPage(cursor)),
  /** `GET /api/contacts/{id}/engagement`. */
  engagement: (client: ApiClient, id: number) => ({
    queryKey: contactKeys.engagement(id),
    queryFn: () => client.getContactEngagement(id),
  }),
  /** `GET /api/contacts/{id}/workflows`. */
  workflows: (client: ApiClient, id: number) => ({
    queryKey: contactKeys.workflows(id),
    queryFn: () => client.getContactWorkflows(id),
  }),
  /** `GET /api/contacts/{id}/consents`. */
  consents: (client: ApiClient, id: number) => ({
    queryKey: contactKeys.consents(id),
    queryFn: () => client.getContactConsents(id),
  }),
};

/**
 * The companies' root key (companyKeys.all, written out: companies.queries imports this file). A
 * contact's company text links it to a company, changing the companies' contact counts.
 */
const COMPANIES_KEY = ['companies'] as const;

/** Refetches what a contacts write changes: the list, the dashboard's counts, the companies. */
const afterContactWrite = (queryClient: QueryInvalidator) =>
  invalidateAll(queryClient, [contactKeys.all, dashboardKeys.all, COMPANIES_KEY]);

export const contactMutations = {
  create: (client: ApiClient, queryClient: QueryInvalidator) => ({
    mutationKey: [...contactKeys.all, 'create'] as const,
    mutationFn: (input: ContactCreateInput) => client.createContact(input),
    onSuccess: () => afterContactWrite(queryClient),
  }),
  update: (client: ApiClient, queryClient: QueryInvalidator) => ({
    mutationKey: [...contactKeys.all, 'update'] as const,
    mutationFn: ({ id, input }: { id: number; input: ContactUpdateInput }) =>
      client.updateContact(id, input),
    onSuccess: () => afterContactWrite(queryClient),
  }),
  /**
   * `GET /api/contacts/{id}/export`: everything kept about a contact, read on demand (a mutation,
   * not a query: a download is asked for by a press and never cached).
   */
  exportData: (client: ApiClient) => ({
    mutationKey: [...contactKeys.all, 'export'] as const,
    mutationFn: (id: number) => client.getContactExport(id),
  }),
  /** Erasure leaves campaigns' figures as they were, but the contact leaves their audiences. */
  erase: (client: ApiClient, queryClient: QueryInvalidator) => ({
    mutationKey: [...contactKeys.all, 'erase'] as const,
    mutationFn: ({ id, input }: { id: number; input: ContactEraseInput }) =>
      client.eraseContact(id, input),
    onSuccess: () =>
      invalidateAll(queryClient, [contactKeys.all, dashboardKeys.all, campaignKeys.all]),
  }),
  bulkErase: (client: ApiClient, queryClient: QueryInvalidator) => ({
    mutationKey: [...contactKeys.all, 'bulk-erase'] as const,
    mutationFn: (input: ContactBulkEraseInput) => client.bulkEraseContacts(input),
    onSuccess: () =>
      invalidateAll(queryClient, [contactKeys.all, dashboardKeys.all, campaignKeys.all]),
  }),
  /** The merged contacts leave lists and audiences; their campaigns' recipients change hands. */
  merge: (client: ApiClient, queryClient: QueryInvalidator) => ({
    mutationKey: [...contactKeys.all, 'merge'] as const,
    mutationFn: (input: MergeContactsInput) => client.mergeContacts(input),
    onSuccess: () =>
      invalidateAll(queryClient, [
        contactKeys.all,
        dashboardKeys.all,
        campaignKeys.all,
        COMPANIES_KEY,
      ]),
  }),
  delete: (client: ApiClient, queryClient: QueryInvalidator) => ({
    mutationKey: [...contactKeys.all, 'delete'] as const,
    mutationFn: (id: number) => client.deleteContact(id),
    onSuccess: () => afterContactWrite(queryClient),
  }),
  bulkDelete: (client: ApiClient, queryClient: QueryInvalidator) => ({
    mutationKey: [...contactKeys.all, 'bulk-delete'] as const,
    mutationFn: (input: ContactBulkDeleteInput) => client.bulkDeleteContacts(input),
    // Deleted contacts leave their campaigns too.
    onSuccess: () =>
      invalidateAll(queryClient, [contactKeys.all, dashboardKeys.all, campaignKeys.all]),
  }),
  bulkTag: (client: ApiClient, queryClient: QueryInvalidator) => ({
    mutationKey: [...contactKeys.all, 'bulk-tag'] as const,
    mutationFn: (input: ContactBulkTagInput) => client.bulkTagContacts(input),
    onSuccess: () => afterContactWrite(queryClient),
  }),
  bulkAddToCampaign: (client: ApiClient, queryClient: QueryInvalidator) => ({
    mutationKey: [...contactKeys.all, 'bulk-add-to-campaign'] as const,
    mutationFn: (input: ContactBulkCampaignInput) => client.bulkAddContactsToCampaign(input),
    onSuccess: () => invalidateAll(queryClient, [campaignKeys.all]),
  }),
};

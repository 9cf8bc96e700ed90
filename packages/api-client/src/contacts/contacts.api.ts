import {
  type Http,
  idSegment,
  queryString,
  type ReadOptions,
  type ReadResult,
  reader,
} from '../http';
import {
  type ContactBulkCampaignInput,
  type ContactBulkDeleteInput,
  type ContactBulkResult,
  ContactBulkResultSchema,
  type ContactBulkTagInput,
  type ContactBulkUntagInput,
  type ContactBulkStatusInput,
  type ContactBulkJob,
  ContactBulkJobResponseSchema,
  ContactCountResponseSchema,
  type ContactFilterInput,
  type ContactListParams,
  type ContactPageResponse,
  ContactPageResponseSchema,
  ContactTagsResponseSchema,
} from './contacts.list.schemas';
import {
  type Contact,
  type ContactCreateInput,
  ContactListResponseSchema,
  ContactResponseSchema,
  type ContactUpdateInput,
} from './contacts.schemas';
import { ContactEngagementResponseSchema } from './contactEngagement.schemas';
import {
  ContactBulkEraseResultSchema,
  type ContactBulkEraseInput,
  type ContactEraseInput,
} from './contactErasure.schemas';
import { ContactExportSchema } from './contactExport.schemas';
import {
  type DuplicateGroup,
  DuplicatesPageSchema,
  type MergeContactsInput,
  MergeContactsResultSchema,
} from './contactDuplicates.schemas';
import {
  type ContactTimelineEvent,
  type ContactTimelineKind,
  ContactTimelinePageSchema,
} from './contactTimeline.schemas';
import { ContactWorkflowsResponseSchema } from './contactWorkflows.schemas';
import type { Page, PageParams } from '../common/pages';

export function contactsApi(http: Http) {
  return {
    /** `GET /api/contacts`. */
    getContacts: reader<typeof ContactListResponseSchema, Contact[]>(
      http,
      '/api/contacts',
      ContactListResponseSchema,
      (b) => b.contacts,
    ),
    /**
     * `GET /api/contacts?limit=…`: one page; pass the previous page's `nextCursor` as `cursor`, or
     * an `offset` to jump to a position.
     */
    getContactPage: (
      params: ContactListParams & { cursor?: string | null; offset?: number },
    ): Promise<ContactPageResponse> =>
      http.json('GET', `/api/contacts${queryString({ ...params })}`, ContactPageResponseSchema),
    /** `GET /api/contacts/count`: how many contacts match the filter (all when empty). */
    countContacts: async <O extends ReadOptions | undefined = undefined>(
      filter: ContactFilterInput = {},
      options?: O,
    ): Promise<ReadResult<number, O>> => {
      const body = await http.read(
        `/api/contacts/count${queryString({ ...filter })}`,
        ContactCountResponseSchema,
        options,
      );
      return (body === null ? null : body.total) as ReadResult<number, O>;
    },
    /** `GET /api/contacts/tags`: the account's tags a word of which starts with `q`, most used first. */
    getContactTags: async (q = ''): Promise<string[]> =>
      (await http.json('GET', `/api/contacts/tags${queryString({ q })}`, ContactTagsResponseSchema))
        .tags,
    /** `POST /api/contacts/bulk/delete`: deletes the chosen contacts at once. */
    bulkDeleteContacts: (input: ContactBulkDeleteInput): Promise<ContactBulkResult> =>
      http.json('POST', '/api/contacts/bulk/delete', ContactBulkResultSchema, { json: input }),
    /** `POST /api/contacts/bulk/tag`: adds a tag to the chosen contacts. */
    bulkTagContacts: (input: ContactBulkTagInput): Promise<ContactBulkResult> =>
      http.json('POST', '/api/contacts/bulk/tag', ContactBulkResultSchema, { json: input }),
    /** `POST /api/contacts/bulk/untag`: removes a tag from the chosen contacts. */
    bulkUntagContacts: (input: ContactBulkUntagInput): Promise<ContactBulkResult> =>
      http.json('POST', '/api/contacts/bulk/untag', ContactBulkResultSchema, { json: input }),
    /** `POST /api/contacts/bulk/status`: sets the chosen contacts' status. */
    bulkSetContactStatus: (input: ContactBulkStatusInput): Promise<ContactBulkResult> =>
      http.json('POST', '/api/contacts/bulk/status', ContactBulkResultSchema, { json: input }),
    /** `GET /api/contacts/bulk/jobs/{id}`: a large bulk action's progress and final count. */
    getContactBulkJob: async (id: number): Promise<ContactBulkJob> =>
      (await http.json('GET', `/api/contacts/bulk/jobs/${id}`, ContactBulkJobResponseSchema)).job,
    /** `POST /api/contacts/bulk/campaign`: adds the chosen contacts to a campaign. */
    bulkAddContactsToCampaign: (input: ContactBulkCampaignInput): Promise<ContactBulkResult> =>
      http.json('POST', '/api/contacts/bulk/campaign', ContactBulkResultSchema, { json: input }),
    /** `POST /api/contacts`: the created contact. */
    createContact: async (input: ContactCreateInput): Promise<Contact> =>
      (await http.json('POST', '/api/contacts', ContactResponseSchema, { json: input })).contact,
    /** `PATCH /api/contacts/{id}`: the updated contact. */
    updateContact: async (id: number, input: ContactUpdateInput): Promise<Contact> =>
      (
        await http.json('PATCH', `/api/contacts/${idSegment(id)}`, ContactResponseSchema, {
          json: input,
        })
      ).contact,
    /** `DELETE /api/contacts/{id}`. */
    deleteContact: async (id: number): Promise<void> => {
      await http.send('DELETE', `/api/contacts/${idSegment(id)}`);
    },
    /**
     * `GET /api/contacts/{id}/export`: everything kept about the contact (the right of access),
     * checked against the contract.
     */
    getContactExport: (id: number) =>
      http.json('GET', `/api/contacts/${idSegment(id)}/export`, ContactExportSchema),
    /**
     * `POST /api/contacts/{id}/erase`: erases the contact and what identifies them (the right to
     * erasure), keeping a one-way hash of the address on the suppression list.
     */
    eraseContact: async (id: number, input: ContactEraseInput): Promise<void> => {
      await http.send('POST', `/api/contacts/${idSegment(id)}/erase`, { json: input });
    },
    /**
     * `GET /api/contacts/duplicates?cursor=`: a page of groups of likely duplicates. Its total is
     * the groups so far, a lower bound while more pages follow (finding all would read them all).
     */
    getDuplicatesPage: async (cursor: string | null): Promise<Page<DuplicateGroup>> => {
      const page = await http.json(
        'GET',
        `/api/contacts/duplicates${queryString({ cursor: cursor ?? undefined })}`,
        DuplicatesPageSchema,
      );
      return {
        items: page.groups,
        nextCursor: page.nextCursor,
        total: page.groups.length,
        totalIsLowerBound: page.nextCursor !== null,
      };
    },
    /** `POST /api/contacts/merge`: merges contacts into the kept one, all or nothing. */
    mergeContacts: (input: MergeContactsInput) =>
      http.json('POST', '/api/contacts/merge', MergeContactsResultSchema, { json: input }),
    /** `POST /api/contacts/erase`: erases the contacts at up to 1000 addresses, all or none. */
    bulkEraseContacts: (input: ContactBulkEraseInput) =>
      http.json('POST', '/api/contacts/erase', ContactBulkEraseResultSchema, { json: input }),
    /** `GET /api/contacts/{id}/engagement`: the contact's campaigns, opens, clicks and more. */
    getContactEngagement: async (id: number) =>
      (
        await http.json(
          'GET',
          `/api/contacts/${idSegment(id)}/engagement`,
          ContactEngagementResponseSchema,
        )
      ).engagement,
    /** `GET /api/contacts/{id}`: one contact. */
    getContact: async (id: number): Promise<Contact> =>
      (await http.json('GET', `/api/contacts/${idSegment(id)}`, ContactResponseSchema)).contact,
    /**
     * `GET /api/contacts/{id}/timeline?before=&limit=&kinds=`: a page of the contact's events,
     * newest first; pass the previous page's `nextCursor` as `cursor`. No kinds: every kind.
     */
    getContactTimelinePage: async (
      id: number,
      kinds: readonly ContactTimelineKind[],
      { limit, cursor }: PageParams = {},
    ): Promise<Page<ContactTimelineEvent>> => {
      const page = await http.json(
        'GET',
        `/api/contacts/${idSegment(id)}/timeline${queryString({
          kinds: kinds.length > 0 ? kinds.join(',') : undefined,
          limit,
          before: cursor ?? undefined,
        })}`,
        ContactTimelinePageSchema,
      );
      return {
        items: page.events,
        nextCursor: page.nextCursor,
        total: page.total,
        totalIsLowerBound: page.totalIsLowerBound,
      };
    },
    /** `GET /api/contacts/{id}/workflows`: the workflows the contact is in and where, newest first. */
    getContactWorkflows: async (id: number) =>
      (
        await http.json(
          'GET',
          `/api/contacts/${idSegment(id)}/workflows`,
          ContactWorkflowsResponseSchema,
        )
      ).workflows,
  };
}

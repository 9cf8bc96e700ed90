import * as v from 'valibot';
import { FIELD_LIMITS, IdSchema, MAX_ID, contractObject } from '../common/common.schemas';
import { ContactSchema } from './contacts.schemas';

/** Columns the list sorts by on the server; every sort breaks ties by id. */
export const CONTACT_SORTS = ['name', 'email', 'company', 'createdAt'] as const;
export type ContactSort = (typeof CONTACT_SORTS)[number];

export const SORT_ORDERS = ['asc', 'desc'] as const;
export type SortOrder = (typeof SORT_ORDERS)[number];

/** The largest page `GET /api/contacts?limit=` answers. */
export const CONTACT_PAGE_LIMIT_MAX = 500;
/** The page size the paged hook asks for when none is given. */
export const CONTACT_PAGE_SIZE = 50;
/** The sort of a list read that names none: oldest first, the order of the unpaged list. */
export const DEFAULT_CONTACT_SORT: ContactSort = 'createdAt';
export const DEFAULT_SORT_ORDER: SortOrder = 'asc';

/**
 * The most ids one bulk request lists (a request body's bound: the ticked rows). A selection of
 * every match travels as its filter instead and has no bound: the server changes it in one
 * set-based statement per action (issue 24).
 */
export const CONTACT_BULK_LIMIT = 10_000;

export const SEARCH_MAX_LENGTH = 200;

/** A filter text: trimmed, capped; blank means "no filter" and becomes undefined. */
function filterText(label: string, max: number) {
  return v.optional(
    v.pipe(
      v.string(`${label} must be text`),
      v.trim(),
      v.maxLength(max, `${label} must be at most ${max.toLocaleString('en-US')} characters`),
      v.transform((value): string | undefined => (value === '' ? undefined : value)),
    ),
  );
}

const SEGMENT_ID_MESSAGE = 'Segment must be a segment id';

const filterEntries = {
  /** Search: case- and accent-insensitive word prefixes over names, email, company, phone, tags. */
  q: filterText('Search', SEARCH_MAX_LENGTH),
  /** Only contacts holding this tag (the whole tag, ignoring case as search does). */
  tag: filterText('Tag', FIELD_LIMITS.tag),
  /** Only contacts with this status. */
  status: filterText('Status', 50),
  /** Only the contacts of this saved segment (its conditions as they are now). */
  segment: v.optional(
    v.pipe(
      v.union(
        [v.number(), v.pipe(v.string(), v.regex(/^\d{1,10}$/, SEGMENT_ID_MESSAGE))],
        SEGMENT_ID_MESSAGE,
      ),
      v.transform(Number),
      v.safeInteger(SEGMENT_ID_MESSAGE),
      v.minValue(1, SEGMENT_ID_MESSAGE),
      v.maxValue(MAX_ID, SEGMENT_ID_MESSAGE),
    ),
  ),
};

/** Which contacts a count, a list or a bulk action covers: all of the user's when empty. */
export const ContactFilterSchema = contractObject(filterEntries);
export type ContactFilterInput = v.InferInput<typeof ContactFilterSchema>;
export type ContactFilter = v.InferOutput<typeof ContactFilterSchema>;

/** The most tags `GET /api/contacts/tags` suggests. */
export const CONTACT_TAGS_LIMIT = 20;

/**
 * The query of `GET /api/contacts/tags`: the account's tags a word of which starts with `q`
 * (ignoring case), or the most used ones when `q` is blank.
 */
export const ContactTagsQuerySchema = contractObject({ q: filterText('Tag', FIELD_LIMITS.tag) });
export type ContactTagsQueryInput = v.InferInput<typeof ContactTagsQuerySchema>;

/** The answer of `GET /api/contacts/tags`: at most CONTACT_TAGS_LIMIT tags, the most used first. */
export const ContactTagsResponseSchema = v.object({ tags: v.array(v.string()) });
export type ContactTagsResponse = v.InferOutput<typeof ContactTagsResponseSchema>;

/** A whole number in a query string (`'50'`) or in JSON (`50`). */
const LIMIT_MESSAGE = `Limit must be a whole number from 0 to ${CONTACT_PAGE_LIMIT_MAX}`;
const LimitSchema = v.pipe(
  v.union([v.number(), v.pipe(v.string(), v.regex(/^\d{1,6}$/, LIMIT_MESSAGE))], LIMIT_MESSAGE),
  v.transform(Number),
  v.safeInteger(LIMIT_MESSAGE),
  v.minValue(0, LIMIT_MESSAGE),
  v.maxValue(CONTACT_PAGE_LIMIT_MAX, LIMIT_MESSAGE),
);

/** The furthest position `offset` reaches: past any list one user holds. */
export const CONTACT_OFFSET_MAX = 100_000_000;
const OFFSET_MESSAGE = `Offset must be a whole number from 0 to ${CONTACT_OFFSET_MAX.toLocaleString('en-US')}`;
const OffsetSchema = v.pipe(
  v.union([v.number(), v.pipe(v.string(), v.regex(/^\d{1,9}$/, OFFSET_MESSAGE))], OFFSET_MESSAGE),
  v.transform(Number),
  v.safeInteger(OFFSET_MESSAGE),
  v.minValue(0, OFFSET_MESSAGE),
  v.maxValue(CONTACT_OFFSET_MAX, OFFSET_MESSAGE),
);

/**
 * The query of `GET /api/contacts` (strings as they come from the URL). Without `limit` the
 * whole list streams back; with `limit` 1–500 one page with `nextCursor` and `total`; `limit=0`
 * answers `{ total }` alone. `cursor` is opaque: pass back the `nextCursor` of the previous page
 * with the same sort and order. `offset` (with `limit` 1–500, not with `cursor`) is a jump: the
 * page starting at that position of the sorted, filtered list, for a table scrolled to row
 * 500,000; its `nextCursor` walks on from there by keyset as usual.
 */
export const ContactListQuerySchema = contractObject({
  ...filterEntries,
  limit: v.optional(LimitSchema),
  offset: v.optional(OffsetSchema),
  cursor: v.optional(
    v.pipe(
      v.string('Cursor must be text'),
      v.trim(),
      v.maxLength(1_000, 'Invalid cursor: start again from the first page'),
      v.transform((value): string | undefined => (value === '' ? undefined : value)),
    ),
  ),
  sort: v.optional(
    v.picklist(CONTACT_SORTS, `Sort must be one of ${CONTACT_SORTS.join(', ')}`),
    DEFAULT_CONTACT_SORT,
  ),
  order: v.optional(v.picklist(SORT_ORDERS, 'Order must be asc or desc'), DEFAULT_SORT_ORDER),
});
export type ContactListQueryInput = v.InferInput<typeof ContactListQuerySchema>;
export type ContactListQuery = v.InferOutput<typeof ContactListQuerySchema>;

/** What a caller of the paged list chooses (the cursor is the paging's own business). */
export interface ContactListParams extends ContactFilterInput {
  /** Page size, 1–500. @default 50 */
  limit?: number;
  /** @default 'createdAt' */
  sort?: ContactSort;
  /** @default 'asc' */
  order?: SortOrder;
}

/** `GET /api/contacts?limit=N`: one page, the cursor of the next (null at the end) and the count. */
/** A search's total is exact up to this many matches; past it the page says `totalCapped`. */
export const CONTACT_SEARCH_COUNT_CAP = 5000;

export const ContactPageResponseSchema = contractObject({
  contacts: v.array(ContactSchema),
  nextCursor: v.nullable(v.string()),
  /** How many contacts match the filter, over all pages; with `totalCapped`, at least this many. */
  total: v.number(),
  /**
   * Present and true when a search matched more than `total` (the server counts a search exactly up
   * to {@link CONTACT_SEARCH_COUNT_CAP} matches): show it as "5,000+".
   */
  totalCapped: v.optional(v.boolean()),
});
export type ContactPageResponse = v.InferOutput<typeof ContactPageResponseSchema>;

/** `GET /api/contacts/count` (or `?limit=0`): how many contacts match the filter. */
export const ContactCountResponseSchema = contractObject({ total: v.number() });
export type ContactCountResponse = v.InferOutput<typeof ContactCountResponseSchema>;

const ContactIdSchema = v.pipe(
  v.number('Contact ids must be numbers'),
  v.maxValue(MAX_ID, `Contact id must be at most ${MAX_ID.toLocaleString('en-US')}`),
  IdSchema,
);

/** A bulk action's selection (exactly one of the two), shared by every bulk action's body. */
export const contactSelectionEntries = {
  /** The chosen contacts, by id (ids that are not the user's are skipped). */
  ids: v.optional(
    v.pipe(
      v.array(ContactIdSchema, 'Ids must be a list of contact ids'),
      v.minLength(1, 'Choose at least one contact'),
      v.maxLength(
        CONTACT_BULK_LIMIT,
        `At most ${CONTACT_BULK_LIMIT.toLocaleString('en-US')} contacts at once`,
      ),
      v.transform((ids) => [...new Set(ids)]),
    ),
  ),
  /** "All matching": every contact the filter finds (`{}` is all of the user's contacts). */
  filter: v.optional(ContactFilterSchema),
};

const selectionEntries = contactSelectionEntries;
export const SELECTION_MESSAGE = 'Choose the contacts: either ids or a filter';
const isOneSelection = (input: { ids?: unknown; filter?: unknown }) =>
  (input.ids === undefined) !== (input.filter === undefined);

/** `POST /api/contacts/bulk/delete`: deletes the chosen contacts in one transaction. */
export const ContactBulkDeleteInputSchema = v.pipe(
  contractObject(selectionEntries),
  v.check((input) => isOneSelection(input), SELECTION_MESSAGE),
);
export type ContactBulkDeleteInput = v.InferInput<typeof ContactBulkDeleteInputSchema>;
export type ContactBulkDeleteData = v.InferOutput<typeof ContactBulkDeleteInputSchema>;

/** `POST /api/contacts/bulk/tag`: adds `tag` to the chosen contacts (kept once per contact). */
export const ContactBulkTagInputSchema = v.pipe(
  contractObject({
    ...selectionEntries,
    tag: v.pipe(
      v.string('Tag is required'),
      v.trim(),
      v.nonEmpty('Tag is required'),
      v.maxLength(FIELD_LIMITS.tag, `A tag must be at most ${FIELD_LIMITS.tag} characters`),
    ),
  }),
  v.check((input) => isOneSelection(input), SELECTION_MESSAGE),
);
export type ContactBulkTagInput = v.InferInput<typeof ContactBulkTagInputSchema>;
export type ContactBulkTagData = v.InferOutput<typeof ContactBulkTagInputSchema>;

/** `POST /api/contacts/bulk/campaign`: links the chosen contacts to one of the user's campaigns. */
export const ContactBulkCampaignInputSchema = v.pipe(
  contractObject({
    ...selectionEntries,
    campaignId: v.pipe(
      v.number('Please choose a campaign'),
      v.safeInteger('Please choose a campaign'),
      v.minValue(1, 'Please choose a campaign'),
      v.maxValue(MAX_ID, 'Please choose a campaign'),
    ),
  }),
  v.check((input) => isOneSelection(input), SELECTION_MESSAGE),
);
export type ContactBulkCampaignInput = v.InferInput<typeof ContactBulkCampaignInputSchema>;
export type ContactBulkCampaignData = v.InferOutput<typeof ContactBulkCampaignInputSchema>;

/** `POST /api/contacts/bulk/untag`: removes `tag` from the chosen contacts that have it. */
export const ContactBulkUntagInputSchema = ContactBulkTagInputSchema;
export type ContactBulkUntagInput = ContactBulkTagInput;

/** `POST /api/contacts/bulk/status`: sets the chosen contacts' status. */
export const ContactBulkStatusInputSchema = v.pipe(
  contractObject({
    ...selectionEntries,
    status: v.pipe(
      v.string('Status is required'),
      v.trim(),
      v.nonEmpty('Status is required'),
      v.maxLength(50, 'Status must be at most 50 characters'),
    ),
  }),
  v.check((input) => isOneSelection(input), SELECTION_MESSAGE),
);
export type ContactBulkStatusInput = v.InferInput<typeof ContactBulkStatusInputSchema>;

/**
 * A selection larger than this runs as a background job on the server, a batch at a time, with
 * its progress (`ContactBulkJobSchema`); smaller ones are done at once in one statement.
 */
export const CONTACT_BULK_IMMEDIATE_MAX = 5000;

/** The bulk actions a job runs. */
export const CONTACT_BULK_ACTIONS = ['delete', 'tag', 'untag', 'status', 'campaign'] as const;
export type ContactBulkAction = (typeof CONTACT_BULK_ACTIONS)[number];

/** A bulk action running in the background: where it is, and its final count once done. */
export const ContactBulkJobSchema = contractObject({
  id: IdSchema,
  action: v.picklist(CONTACT_BULK_ACTIONS),
  /** `queued` while it runs (or waits to), `done`, or `failed` (with `error`). */
  state: v.picklist(['queued', 'done', 'failed']),
  /** Contacts handled so far, of `total`. */
  done: v.number(),
  total: v.number(),
  /** Once done: how many contacts the action covered. */
  affected: v.nullable(v.number()),
  error: v.nullable(v.string()),
});
export type ContactBulkJob = v.InferOutput<typeof ContactBulkJobSchema>;

/**
 * The answer of every bulk action: how many of the user's contacts it covered (done at once), or,
 * for a large selection (202), the background job doing it.
 */
export const ContactBulkResultSchema = contractObject({
  affected: v.number(),
  job: v.optional(ContactBulkJobSchema),
});
export type ContactBulkResult = v.InferOutput<typeof ContactBulkResultSchema>;

/** `GET /api/contacts/bulk/jobs/{id}`. */
export const ContactBulkJobResponseSchema = contractObject({ job: ContactBulkJobSchema });

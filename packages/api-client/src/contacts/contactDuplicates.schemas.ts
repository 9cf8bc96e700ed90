import * as v from 'valibot';
import { IdSchema, contractObject } from '../common/common.schemas';
import { ContactSchema } from './contacts.schemas';

/** Groups of likely duplicates one page of `GET /api/contacts/duplicates` holds. */
export const DUPLICATE_GROUPS_PAGE_SIZE = 20;

/** Contacts a group shows at most (the rest are counted): a merge takes a few at a time. */
export const DUPLICATE_GROUP_CONTACTS_MAX = 10;

/** Contacts one merge takes at most, the kept one included. */
export const MERGE_CONTACTS_MAX = 10;

/**
 * Why contacts look like one person: the same address (ignoring case, and for Gmail dots and
 * `+tags`), or the same full name at the same company.
 */
export const DUPLICATE_REASONS = ['address', 'name'] as const;
export type DuplicateReason = (typeof DUPLICATE_REASONS)[number];

/** `GET /api/contacts/duplicates?cursor=`: a previous page's `nextCursor`, or none for the first. */
export const DuplicatesQuerySchema = contractObject({
  cursor: v.optional(v.pipe(v.string(), v.maxLength(1000, 'Invalid cursor'))),
});
export type DuplicatesQuery = v.InferInput<typeof DuplicatesQuerySchema>;

export const DuplicateGroupSchema = contractObject({
  reason: v.picklist(DUPLICATE_REASONS),
  /** What the contacts share: the address as matched (`jdoe@gmail.com`), or `name · company`. */
  key: v.string(),
  /** How many contacts share it (more than `contacts` holds past DUPLICATE_GROUP_CONTACTS_MAX). */
  count: v.pipe(v.number(), v.safeInteger(), v.minValue(2)),
  /** The oldest first. */
  contacts: v.array(ContactSchema),
});
export type DuplicateGroup = v.InferOutput<typeof DuplicateGroupSchema>;

/** Address groups first, then name groups, each in key order. */
export const DuplicatesPageSchema = contractObject({
  groups: v.array(DuplicateGroupSchema),
  nextCursor: v.nullable(v.string()),
});
export type DuplicatesPage = v.InferOutput<typeof DuplicatesPageSchema>;

/** The fields of a merged contact the user picks, each from one of the contacts merged. */
export const MERGE_FIELDS = [
  'firstName',
  'lastName',
  'email',
  'phone',
  'company',
  'position',
  'status',
  'leadSource',
] as const;
export type MergeField = (typeof MERGE_FIELDS)[number];

const pickedFrom = v.optional(IdSchema);

/**
 * `POST /api/contacts/merge`: the contact kept, the contacts merged into it (deleted once their
 * history has moved), and for each field which contact its value comes from (by default the kept
 * one). Tags are united; custom fields too, a name both hold taking the value of the contact named
 * in `customFields`, else the kept one's.
 */
export const MergeContactsInputSchema = contractObject({
  keepId: IdSchema,
  mergeIds: v.pipe(
    v.array(IdSchema, 'Give the contacts to merge as a list of ids'),
    v.minLength(1, 'Choose at least one other contact to merge'),
    v.maxLength(MERGE_CONTACTS_MAX - 1, `Merge at most ${MERGE_CONTACTS_MAX} contacts at a time`),
  ),
  fields: v.optional(
    v.strictObject(
      Object.fromEntries(MERGE_FIELDS.map((field) => [field, pickedFrom])) as Record<
        MergeField,
        typeof pickedFrom
      >,
      'Unknown field to pick',
    ),
  ),
  customFields: v.optional(v.record(v.pipe(v.string(), v.maxLength(200)), IdSchema)),
});
export type MergeContactsInput = v.InferInput<typeof MergeContactsInputSchema>;

export const MergeContactsResultSchema = contractObject({
  contact: ContactSchema,
  /** How many contacts were merged into it (and deleted). */
  merged: v.pipe(v.number(), v.safeInteger(), v.minValue(1)),
});
export type MergeContactsResult = v.InferOutput<typeof MergeContactsResultSchema>;

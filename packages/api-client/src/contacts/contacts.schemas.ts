import * as v from 'valibot';
import { EmailSchema } from '../auth/auth.schemas';
import {
  FIELD_LIMITS,
  IdSchema,
  IsoDateTimeSchema,
  MAX_ID,
  optionalText,
  requiredText,
  contractObject,
} from '../common/common.schemas';

/** A contact's status when none is given (spec section 3). */
export const DEFAULT_CONTACT_STATUS = 'subscriber';

/**
 * Contacts who asked not to get mail, or whose address does not exist. Leaving either status
 * needs the person's new consent (`statusChangeReason`).
 */
export const OPT_OUT_CONTACT_STATUSES = ['unsubscribed', 'bounced'] as const;

/**
 * A signup form's new subscriber with double opt-in, until they press the link in the
 * confirmation email (issue 28 §2).
 */
export const PENDING_CONTACT_STATUS = 'pending';

/** Contacts no campaign or message goes to: opted out, or not yet confirmed. */
export const UNSENDABLE_CONTACT_STATUSES = [
  ...OPT_OUT_CONTACT_STATUSES,
  PENDING_CONTACT_STATUS,
] as const;

/** Values a custom field may hold: flat scalars, so a contact stays exportable as CSV. */
const CustomFieldValueSchema = v.union(
  [v.string(), v.number(), v.boolean(), v.null()],
  'Custom field values must be text, numbers, true/false or empty',
);

/**
 * The custom fields a record is given (a contact's, a company's): at most
 * `FIELD_LIMITS.customFields` flat values; absent is none. `record` names it in the messages
 * ("A company").
 */
export const customFieldsInput = (record: string) =>
  v.optional(
    v.pipe(
      v.record(
        v.pipe(v.string(), v.maxLength(100, 'Custom field names must be at most 100 characters')),
        v.union(
          [
            v.pipe(
              v.string(),
              v.maxLength(
                FIELD_LIMITS.description,
                `Custom field values must be at most ${FIELD_LIMITS.description.toLocaleString('en-US')} characters`,
              ),
            ),
            v.number(),
            v.boolean(),
            v.null(),
          ],
          'Custom field values must be text, numbers, true/false or empty',
        ),
        'Custom fields must be an object',
      ),
      v.maxEntries(
        FIELD_LIMITS.customFields,
        `${record} can have at most ${FIELD_LIMITS.customFields} custom fields`,
      ),
    ),
    () => ({}),
  );

export const ContactSchema = contractObject({
  id: IdSchema,
  firstName: v.string(),
  lastName: v.string(),
  email: v.string(),
  phone: v.nullable(v.string()),
  company: v.nullable(v.string()),
  /**
   * The company record `company` names (issue 32 §2), so a list links it without a search; null
   * when none. Absent from answers before it existed.
   */
  companyId: v.optional(v.nullable(IdSchema), null),
  position: v.nullable(v.string()),
  status: v.string(),
  tags: v.array(v.string()),
  leadSource: v.nullable(v.string()),
  customFields: v.record(v.string(), CustomFieldValueSchema),
  createdAt: IsoDateTimeSchema,
});
export type Contact = v.InferOutput<typeof ContactSchema>;

const contactEmail = v.pipe(
  v.string('Email is required'),
  v.trim(),
  v.nonEmpty('Email is required'),
  EmailSchema,
);

const contactEntries = {
  firstName: requiredText('First name is required', 'First name', FIELD_LIMITS.name),
  lastName: requiredText('Last name is required', 'Last name', FIELD_LIMITS.name),
  email: contactEmail,
  phone: optionalText('Phone', 50),
  company: optionalText('Company', FIELD_LIMITS.shortText),
  position: optionalText('Position', FIELD_LIMITS.shortText),
  status: v.optional(requiredText('Status cannot be blank', 'Status', 50), DEFAULT_CONTACT_STATUS),
  tags: v.optional(
    v.pipe(
      v.array(
        requiredText('Tags cannot be blank', 'A tag', FIELD_LIMITS.tag),
        'Tags must be a list of text',
      ),
      v.maxLength(FIELD_LIMITS.tags, `A contact can have at most ${FIELD_LIMITS.tags} tags`),
      // Duplicate tags would show twice in the table and count twice in filters.
      v.transform((tags) => [...new Set(tags)]),
    ),
    () => [],
  ),
  leadSource: optionalText('Lead source', FIELD_LIMITS.shortText),
  customFields: customFieldsInput('A contact'),
};

/**
 * `POST /api/contacts`. firstName, lastName and email are required; everything else is optional
 * (status defaults to subscriber, tags to [], customFields to {}). Unknown keys, id, owner and
 * createdAt are dropped.
 */
export const ContactCreateInputSchema = contractObject(contactEntries);
export type ContactCreateInput = v.InferInput<typeof ContactCreateInputSchema>;
export type ContactCreateData = v.InferOutput<typeof ContactCreateInputSchema>;

/**
 * `PATCH /api/contacts/{id}`: any subset of the create fields; a field that is present is checked
 * as strictly as on create, an absent one is left unchanged.
 */
export const ContactUpdateInputSchema = contractObject({
  firstName: v.optional(contactEntries.firstName),
  lastName: v.optional(contactEntries.lastName),
  email: v.optional(contactEmail),
  phone: v.optional(contactEntries.phone.wrapped),
  company: v.optional(contactEntries.company.wrapped),
  position: v.optional(contactEntries.position.wrapped),
  status: v.optional(contactEntries.status.wrapped),
  tags: v.optional(contactEntries.tags.wrapped),
  leadSource: v.optional(contactEntries.leadSource.wrapped),
  customFields: v.optional(contactEntries.customFields.wrapped),
  /**
   * Why a contact who unsubscribed or bounced may be mailed again (their new consent, in the
   * owner's words): required to move them out of either status, and kept in the contact's audit.
   */
  statusChangeReason: v.optional(
    requiredText('Say why this contact may be mailed again', 'Reason', 500),
  ),
});
export type ContactUpdateInput = v.InferInput<typeof ContactUpdateInputSchema>;
export type ContactUpdateData = v.InferOutput<typeof ContactUpdateInputSchema>;

export const ContactResponseSchema = contractObject({ contact: ContactSchema });
export type ContactResponse = v.InferOutput<typeof ContactResponseSchema>;

export const ContactListResponseSchema = contractObject({ contacts: v.array(ContactSchema) });
export type ContactListResponse = v.InferOutput<typeof ContactListResponseSchema>;

/** `POST /api/campaigns/{campaignId}/contacts`. */
export const AddContactToCampaignInputSchema = contractObject({
  contactId: v.pipe(
    v.number('Please choose a contact'),
    // Checked first so the answer names the field rather than a generic 'Id'.
    v.maxValue(MAX_ID, `Contact id must be at most ${MAX_ID.toLocaleString('en-US')}`),
    IdSchema,
  ),
});
export type AddContactToCampaignInput = v.InferOutput<typeof AddContactToCampaignInputSchema>;

/** The Add to Campaign dialog: a campaign must be chosen (spec section 5). */
export const AddToCampaignFormSchema = contractObject({
  campaignId: v.pipe(
    v.union([v.number(), v.string()], 'Please choose a campaign'),
    v.transform((value) => Number(value)),
    v.number('Please choose a campaign'),
    v.safeInteger('Please choose a campaign'),
    v.minValue(1, 'Please choose a campaign'),
  ),
});
export type AddToCampaignForm = v.InferOutput<typeof AddToCampaignFormSchema>;

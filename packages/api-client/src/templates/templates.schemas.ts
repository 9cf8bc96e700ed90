import * as v from 'valibot';
import {
  FIELD_LIMITS,
  IdSchema,
  IsoDateTimeSchema,
  jsonString,
  requiredText,
  contractObject,
} from '../common/common.schemas';

/** Template categories (spec section 3, "Campaign template categories"). */
export const TEMPLATE_TYPES = [
  'welcome',
  'newsletter',
  'promotion',
  'event',
  'follow-up',
  'survey',
  'custom',
] as const;
export type TemplateType = (typeof TEMPLATE_TYPES)[number];

export const DEFAULT_TEMPLATE_TYPE: TemplateType = 'newsletter';

export const EmailTemplateSchema = contractObject({
  id: IdSchema,
  name: v.string(),
  subject: v.string(),
  content: v.string(),
  templateType: v.picklist(TEMPLATE_TYPES),
  /** The design object as a JSON string, or null for a template with HTML content only. */
  design: v.nullable(v.string()),
  createdAt: IsoDateTimeSchema,
});
export type EmailTemplate = v.InferOutput<typeof EmailTemplateSchema>;

export const TEMPLATE_TYPE_MESSAGE = `Template type must be one of ${TEMPLATE_TYPES.join(', ')}`;
export const TEMPLATE_DESIGN_MESSAGE = 'Design must be a JSON object';

const templateEntries = {
  name: requiredText('Name is required', 'Name', FIELD_LIMITS.name),
  subject: requiredText('Subject is required', 'Subject', FIELD_LIMITS.subject),
  content: v.optional(
    v.pipe(
      v.string('Content must be text'),
      v.trim(),
      v.maxLength(
        FIELD_LIMITS.content,
        `Content must be at most ${FIELD_LIMITS.content.toLocaleString('en-US')} characters`,
      ),
    ),
    '',
  ),
  templateType: v.optional(
    v.picklist(TEMPLATE_TYPES, TEMPLATE_TYPE_MESSAGE),
    DEFAULT_TEMPLATE_TYPE,
  ),
  /**
   * The design travels as a JSON string (spec section 7). Here it must parse to an object; the server
   * also checks its structure with @crm/email-builder's parseDesign.
   */
  design: v.optional(
    v.nullable(jsonString('object', TEMPLATE_DESIGN_MESSAGE, FIELD_LIMITS.content, 'Design')),
    null,
  ),
};

/**
 * `POST /api/email-templates` and `PUT /api/email-templates/{id}` (same fields): name and subject
 * are required; content defaults to '', templateType to newsletter, design to null.
 */
export const EmailTemplateInputSchema = contractObject(templateEntries);
export type EmailTemplateInput = v.InferInput<typeof EmailTemplateInputSchema>;
export type EmailTemplateData = v.InferOutput<typeof EmailTemplateInputSchema>;

/** The template dialog on the Campaigns page, where content is required too (spec section 5). */
export const CampaignTemplateFormSchema = contractObject({
  ...templateEntries,
  content: requiredText('Content is required', 'Content', FIELD_LIMITS.content),
});
export type CampaignTemplateForm = v.InferOutput<typeof CampaignTemplateFormSchema>;

export const EmailTemplateResponseSchema = contractObject({ template: EmailTemplateSchema });
export type EmailTemplateResponse = v.InferOutput<typeof EmailTemplateResponseSchema>;

export const EmailTemplateListResponseSchema = contractObject({
  templates: v.array(EmailTemplateSchema),
});
export type EmailTemplateListResponse = v.InferOutput<typeof EmailTemplateListResponseSchema>;

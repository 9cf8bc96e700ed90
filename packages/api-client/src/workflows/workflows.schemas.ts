import * as v from 'valibot';
import {
  FIELD_LIMITS,
  IdSchema,
  IsoDateTimeSchema,
  jsonString,
  optionalText,
  requiredText,
  contractObject,
} from '../common/common.schemas';

/** Automation trigger types (spec section 3). */
export const TRIGGER_TYPES = [
  'form_submission',
  'email_opened',
  'link_clicked',
  'contact_added',
  'tag_added',
  'subscription_started',
  'subscription_ended',
] as const;
export type TriggerType = (typeof TRIGGER_TYPES)[number];

export const AutomationWorkflowSchema = contractObject({
  id: IdSchema,
  name: v.string(),
  description: v.nullable(v.string()),
  trigger: v.picklist(TRIGGER_TYPES),
  isActive: v.boolean(),
  /** The steps as a JSON string of a list (spec section 3). */
  steps: v.string(),
  createdAt: IsoDateTimeSchema,
});
export type AutomationWorkflow = v.InferOutput<typeof AutomationWorkflowSchema>;

export const TRIGGER_MESSAGE = 'Trigger is required';
export const TRIGGER_TYPE_MESSAGE = `Trigger must be one of ${TRIGGER_TYPES.join(', ')}`;
export const WORKFLOW_STEPS_MESSAGE = 'Steps must be a JSON list';

function isTriggerType(value: string): value is TriggerType {
  return (TRIGGER_TYPES as readonly string[]).includes(value);
}

const nameText = requiredText('Name is required', 'Name', FIELD_LIMITS.name);
const triggerText = v.pipe(
  v.string(TRIGGER_MESSAGE),
  v.trim(),
  v.nonEmpty(TRIGGER_MESSAGE),
  v.check(isTriggerType, TRIGGER_TYPE_MESSAGE),
  v.transform((value) => value as TriggerType),
);
const isActiveFlag = v.boolean('isActive must be true or false');
const descriptionText = optionalText('Description', FIELD_LIMITS.description);
const stepsText = jsonString('array', WORKFLOW_STEPS_MESSAGE, FIELD_LIMITS.content, 'Steps');

/**
 * `POST /api/automation-workflows`: name and trigger are required; isActive defaults to true and
 * steps to "[]".
 */
export const AutomationWorkflowInputSchema = contractObject({
  name: nameText,
  description: descriptionText,
  trigger: triggerText,
  isActive: v.optional(isActiveFlag, true),
  steps: v.optional(stepsText, '[]'),
});
export type AutomationWorkflowInput = v.InferInput<typeof AutomationWorkflowInputSchema>;
export type AutomationWorkflowData = v.InferOutput<typeof AutomationWorkflowInputSchema>;

/**
 * `PATCH /api/automation-workflows/{id}`: the fields present are changed, with the same rules as
 * on create (activating or deactivating is `{ isActive }` alone).
 */
export const AutomationWorkflowUpdateInputSchema = contractObject({
  name: v.optional(nameText),
  // Absent leaves it as it is; null or blank clears it.
  description: v.optional(descriptionText.wrapped),
  trigger: v.optional(triggerText),
  isActive: v.optional(isActiveFlag),
  steps: v.optional(stepsText),
});
export type AutomationWorkflowUpdateInput = v.InferInput<
  typeof AutomationWorkflowUpdateInputSchema
>;
export type AutomationWorkflowUpdateData = v.InferOutput<
  typeof AutomationWorkflowUpdateInputSchema
>;

/** `GET /api/automation-workflows?q=`: the workflows whose name or description contains `q`. */
export const AutomationWorkflowListQuerySchema = v.object({
  q: v.optional(
    v.pipe(v.string(), v.trim(), v.maxLength(200, 'Search must be at most 200 characters')),
  ),
});

export const AutomationWorkflowResponseSchema = contractObject({
  workflow: AutomationWorkflowSchema,
});
export type AutomationWorkflowResponse = v.InferOutput<typeof AutomationWorkflowResponseSchema>;

export const AutomationWorkflowListResponseSchema = contractObject({
  workflows: v.array(AutomationWorkflowSchema),
});
export type AutomationWorkflowListResponse = v.InferOutput<
  typeof AutomationWorkflowListResponseSchema
>;

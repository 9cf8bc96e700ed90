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

/**
 * `POST /api/automation-workflows`: name and trigger are required; isActive defaults to true and
 * steps to "[]".
 */
export const AutomationWorkflowInputSchema = contractObject({
  name: requiredText('Name is required', 'Name', FIELD_LIMITS.name),
  description: optionalText('Description', FIELD_LIMITS.description),
  trigger: v.pipe(
    v.string(TRIGGER_MESSAGE),
    v.trim(),
    v.nonEmpty(TRIGGER_MESSAGE),
    v.check(isTriggerType, TRIGGER_TYPE_MESSAGE),
    v.transform((value) => value as TriggerType),
  ),
  isActive: v.optional(v.boolean('isActive must be true or false'), true),
  steps: v.optional(
    jsonString('array', WORKFLOW_STEPS_MESSAGE, FIELD_LIMITS.content, 'Steps'),
    '[]',
  ),
});
export type AutomationWorkflowInput = v.InferInput<typeof AutomationWorkflowInputSchema>;
export type AutomationWorkflowData = v.InferOutput<typeof AutomationWorkflowInputSchema>;

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

import * as v from 'valibot';
import { parseWorkflowDefinition } from './workflowSteps';
import {
  FIELD_LIMITS,
  IdSchema,
  IsoDateTimeSchema,
  optionalText,
  requiredText,
  contractObject,
} from '../common/common.schemas';
import { contactSelectionEntries, SELECTION_MESSAGE } from '../contacts/contacts.list.schemas';

/**
 * Automation trigger types: the spec's seven (section 3), then issue 29's date trigger and issue
 * 32's deal entering a pipeline stage.
 */
export const TRIGGER_TYPES = [
  'form_submission',
  'email_opened',
  'link_clicked',
  'contact_added',
  'tag_added',
  'subscription_started',
  'subscription_ended',
  'date',
  'deal_stage_changed',
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
/**
 * The steps field: a JSON string, a bare list or a versioned definition (workflowSteps.ts), each
 * step checked: a malformed or unknown step is refused naming the step and the field.
 */
const stepsText = v.pipe(
  v.string(WORKFLOW_STEPS_MESSAGE),
  v.maxLength(
    FIELD_LIMITS.content,
    `Steps must be at most ${FIELD_LIMITS.content.toLocaleString('en-US')} characters`,
  ),
  v.rawCheck(({ dataset, addIssue }) => {
    if (!dataset.typed) return;
    const parsed = parseWorkflowDefinition(dataset.value);
    if (!parsed.ok) addIssue({ message: parsed.message });
  }),
);

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

const CountSchema = v.pipe(v.number(), v.integer(), v.minValue(0));

/** One step's figures: contacts waiting there now, and how many went past it and how. */
export const WorkflowStepFiguresSchema = contractObject({
  /** Contacts at this step now (waiting, or about to run it). */
  waiting: CountSchema,
  /** Contacts that went past it (a condition: either way). */
  passed: CountSchema,
  /** Emails sent by it (send email steps). */
  sent: CountSchema,
  /** Of those, opened (a click counts as an open). */
  opened: CountSchema,
  /** Of those, with a link clicked. */
  clicked: CountSchema,
  /** Contacts it did not mail: unsubscribed, bounced or without an address. */
  skipped: CountSchema,
  /** Contacts stopped at it by an error (a deleted template). */
  failed: CountSchema,
});
export type WorkflowStepFigures = v.InferOutput<typeof WorkflowStepFiguresSchema>;

/** A contact stopped at a step by an error, with the error's text (a Retry button's row). */
export const WorkflowRunFailureSchema = contractObject({
  runId: IdSchema,
  contactId: IdSchema,
  email: v.string(),
  stepId: v.nullable(v.string()),
  error: v.string(),
});
export type WorkflowRunFailure = v.InferOutput<typeof WorkflowRunFailureSchema>;

/** Why contacts left before the end (a goal reached, an exit step, a removed step), and how many. */
export const WorkflowExitReasonSchema = contractObject({
  reason: v.string(),
  count: CountSchema,
});
export type WorkflowExitReason = v.InferOutput<typeof WorkflowExitReasonSchema>;

/** `GET /api/automation-workflows/{id}/report`: the run history of one workflow. */
export const WorkflowReportSchema = contractObject({
  /** Contacts that ever entered. */
  enrolled: CountSchema,
  /** Inside now (at a step or waiting). */
  inProgress: CountSchema,
  /** Went through to the end. */
  completed: CountSchema,
  /** Left before the end (an exit step, or their step was removed by an edit). */
  exited: CountSchema,
  /** Stopped by an error, waiting for a retry. */
  failed: CountSchema,
  /** Of those in progress, held where they are while the workflow is inactive (`whenInactive: 'pause'`). */
  paused: CountSchema,
  steps: v.record(v.string(), WorkflowStepFiguresSchema),
  failures: v.array(WorkflowRunFailureSchema),
  /** The exited contacts by reason, most first. */
  exitReasons: v.array(WorkflowExitReasonSchema),
});
export type WorkflowReport = v.InferOutput<typeof WorkflowReportSchema>;
export const WorkflowReportResponseSchema = contractObject({ report: WorkflowReportSchema });

/**
 * `POST /api/automation-workflows/{id}/enrol`: contacts enter now (manual enrolment): the chosen
 * ids, or every contact a filter matches, as the contacts bulk actions take them (`ids` or
 * `filter`; `contactIds` is the first form of `ids`, still read).
 */
export const WorkflowEnrolInputSchema = v.pipe(
  contractObject({
    contactIds: v.optional(
      v.pipe(
        v.array(IdSchema, 'contactIds must be a list of ids'),
        v.minLength(1, 'Choose at least one contact'),
        v.maxLength(10_000, 'At most 10,000 contacts at a time'),
      ),
    ),
    ...contactSelectionEntries,
  }),
  v.check(
    (input) =>
      [input.contactIds, input.ids, input.filter].filter((x) => x !== undefined).length === 1,
    SELECTION_MESSAGE,
  ),
);
export type WorkflowEnrolInput = v.InferInput<typeof WorkflowEnrolInputSchema>;
/** How many contacts entered, of how many the selection held (the others were already in it). */
export const WorkflowEnrolResponseSchema = contractObject({
  entered: CountSchema,
  selected: v.optional(CountSchema),
});
export type WorkflowEnrolResponse = v.InferOutput<typeof WorkflowEnrolResponseSchema>;

/** The Contacts screen's Add to workflow dialog: a workflow must be chosen. */
export const AddToWorkflowFormSchema = contractObject({
  workflowId: v.pipe(
    v.union([v.number(), v.string()], 'Please choose a workflow'),
    v.transform((value) => Number(value)),
    v.number('Please choose a workflow'),
    v.safeInteger('Please choose a workflow'),
    v.minValue(1, 'Please choose a workflow'),
  ),
});
export type AddToWorkflowForm = v.InferOutput<typeof AddToWorkflowFormSchema>;

/**
 * Which of a workflow's contacts its list shows: `active` in progress (at a step, or waiting at
 * one), `waiting` of those the ones waiting until a time, then `paused`, `failed`, `completed` and
 * `exited`; none: every contact that entered.
 */
export const WORKFLOW_RUN_FILTERS = [
  'active',
  'waiting',
  'paused',
  'failed',
  'completed',
  'exited',
] as const;
export type WorkflowRunFilter = (typeof WORKFLOW_RUN_FILTERS)[number];

/** One contact in a workflow, and where it is (the workflow's "Contacts in this workflow"). */
export const WorkflowRunSchema = contractObject({
  runId: IdSchema,
  contactId: IdSchema,
  /** The contact's first and last name, as one text; empty when it has none. */
  name: v.string(),
  email: v.string(),
  /** `active` (at `step`, waiting until `nextDue` when set), `paused`, `completed`, `exited`, `failed`. */
  status: v.string(),
  /** The step it is at (or finished or stopped at): its number in the flow and its type. */
  step: v.nullable(contractObject({ id: v.string(), number: v.number(), type: v.string() })),
  nextDue: v.nullable(IsoDateTimeSchema),
  /** Why it left or stopped (an exit's reason, a failed step's error). */
  error: v.nullable(v.string()),
  enteredAt: IsoDateTimeSchema,
  /** When it got where it is now. */
  since: IsoDateTimeSchema,
});
export type WorkflowRun = v.InferOutput<typeof WorkflowRunSchema>;

/** `GET /api/automation-workflows/{id}/runs?status=&limit=&cursor=`: newest entry first, keyset-paged. */
export const WorkflowRunsPageSchema = contractObject({
  runs: v.array(WorkflowRunSchema),
  nextCursor: v.nullable(v.string()),
  /** How many contacts match the filter, over every page. */
  total: CountSchema,
});
export type WorkflowRunsPage = v.InferOutput<typeof WorkflowRunsPageSchema>;

export const WORKFLOW_RUNS_LIMIT_MAX = 100;
const RUNS_LIMIT_MESSAGE = `Limit must be a whole number from 1 to ${WORKFLOW_RUNS_LIMIT_MAX}`;
const RUNS_STATUS_MESSAGE = `Status must be one of ${WORKFLOW_RUN_FILTERS.join(', ')}`;
const RUNS_CURSOR_MESSAGE = 'Cursor is not one this list gave';

/** The query of `GET /api/automation-workflows/{id}/runs`. */
export const WorkflowRunsQuerySchema = v.object({
  status: v.optional(v.picklist(WORKFLOW_RUN_FILTERS, RUNS_STATUS_MESSAGE)),
  limit: v.optional(
    v.pipe(
      v.string(RUNS_LIMIT_MESSAGE),
      v.regex(/^\d{1,3}$/, RUNS_LIMIT_MESSAGE),
      v.transform(Number),
      v.minValue(1, RUNS_LIMIT_MESSAGE),
      v.maxValue(WORKFLOW_RUNS_LIMIT_MAX, RUNS_LIMIT_MESSAGE),
    ),
    '25',
  ),
  cursor: v.optional(
    v.pipe(
      v.string(RUNS_CURSOR_MESSAGE),
      v.regex(/^[1-9][0-9]{0,9}$/, RUNS_CURSOR_MESSAGE),
      v.transform(Number),
    ),
  ),
});

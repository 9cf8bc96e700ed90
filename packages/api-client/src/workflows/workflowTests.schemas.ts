import * as v from 'valibot';
import { IdSchema, IsoDateTimeSchema, contractObject } from '../common/common.schemas';
import { parseWorkflowDefinition } from './workflowSteps';

/** How long each wait step of a test run lasts, whatever the step says. */
export const WORKFLOW_TEST_WAIT_SECONDS = 5;

/** How often the steps editor reads a running test's steps. */
export const WORKFLOW_TEST_REFRESH_MS = 1000;

/**
 * `POST /api/automation-workflows/{id}/test`: runs the workflow for one contact, now. `steps`
 * (optional, the steps field's JSON) tests what the editor holds, saved or not; without it the
 * saved steps run.
 */
export const WorkflowTestInputSchema = contractObject({
  contactId: v.pipe(v.number('Choose a contact to test with'), IdSchema),
  steps: v.optional(
    v.pipe(
      v.string('Steps must be a JSON list'),
      v.rawCheck(({ dataset, addIssue }) => {
        if (!dataset.typed) return;
        const parsed = parseWorkflowDefinition(dataset.value);
        if (!parsed.ok) addIssue({ message: parsed.message });
      }),
    ),
  ),
});
export type WorkflowTestInput = v.InferInput<typeof WorkflowTestInputSchema>;

/** A step a test's contact went past: which, how (`sent`, `skipped`, `done`, `yes`, `no`), when. */
export const WorkflowTestStepSchema = contractObject({
  stepId: v.string(),
  outcome: v.string(),
  at: IsoDateTimeSchema,
});
export type WorkflowTestStep = v.InferOutput<typeof WorkflowTestStepSchema>;

/**
 * A test run ("Test with a contact"): where its contact is (`active` at `stepId`, waiting until
 * `nextDue`; `completed`, `exited`, or `failed` with `error`) and each step it went past, in
 * order. Waits last {@link WORKFLOW_TEST_WAIT_SECONDS} seconds; emails go to the Outbox; it is
 * not counted in the workflow's figures and does not stop the contact entering it for real.
 */
export const WorkflowTestSchema = contractObject({
  id: IdSchema,
  workflowId: IdSchema,
  contactId: IdSchema,
  contactEmail: v.string(),
  status: v.string(),
  stepId: v.nullable(v.string()),
  nextDue: v.nullable(IsoDateTimeSchema),
  error: v.nullable(v.string()),
  /** The steps that ran, the test's own copy of them (the editor's when it sent them). */
  definition: v.string(),
  startedAt: IsoDateTimeSchema,
  steps: v.array(WorkflowTestStepSchema),
});
export type WorkflowTest = v.InferOutput<typeof WorkflowTestSchema>;
export const WorkflowTestResponseSchema = contractObject({ test: WorkflowTestSchema });

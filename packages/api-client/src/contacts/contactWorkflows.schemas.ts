import * as v from 'valibot';
import { IdSchema, IsoDateTimeSchema, contractObject } from '../common/common.schemas';

/** One workflow a contact is (or was) in, and where (`GET /api/contacts/{id}/workflows`). */
export const ContactWorkflowSchema = contractObject({
  runId: IdSchema,
  workflowId: IdSchema,
  workflowName: v.string(),
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
export type ContactWorkflow = v.InferOutput<typeof ContactWorkflowSchema>;

/** At most this many, newest entry first: a contact is in tens of workflows, not thousands. */
export const CONTACT_WORKFLOWS_LIMIT = 100;

export const ContactWorkflowsResponseSchema = contractObject({
  workflows: v.array(ContactWorkflowSchema),
});

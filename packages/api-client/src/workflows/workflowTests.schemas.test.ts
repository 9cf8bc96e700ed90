import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { AddToWorkflowFormSchema, WorkflowEnrolInputSchema } from './workflows.schemas';
import { WorkflowTestInputSchema } from './workflowTests.schemas';

const failure = (schema: v.GenericSchema, input: unknown) => {
  const result = v.safeParse(schema, input);
  return result.success ? undefined : result.issues[0].message;
};

describe('manual enrolment', () => {
  it('takes the bulk actions’ selection: ids or a filter, or the first form’s contactIds', () => {
    expect(v.parse(WorkflowEnrolInputSchema, { ids: [3, 3, 4] })).toEqual({ ids: [3, 4] });
    expect(v.parse(WorkflowEnrolInputSchema, { filter: { tag: ' vip ' } })).toEqual({
      filter: { tag: 'vip' },
    });
    expect(v.parse(WorkflowEnrolInputSchema, { contactIds: [1] })).toEqual({ contactIds: [1] });
  });

  it('refuses no selection or two at once, in words', () => {
    const message = 'Choose the contacts: either ids or a filter';
    expect(failure(WorkflowEnrolInputSchema, {})).toBe(message);
    expect(failure(WorkflowEnrolInputSchema, { ids: [1], filter: {} })).toBe(message);
    expect(failure(WorkflowEnrolInputSchema, { ids: [1], contactIds: [1] })).toBe(message);
    expect(failure(WorkflowEnrolInputSchema, { ids: [] })).toBe('Choose at least one contact');
  });

  it('asks for a workflow in the Add to workflow dialog', () => {
    expect(failure(AddToWorkflowFormSchema, { workflowId: '' })).toBe('Please choose a workflow');
    expect(v.parse(AddToWorkflowFormSchema, { workflowId: '7' })).toEqual({ workflowId: 7 });
  });
});

describe('a test run', () => {
  it('needs a contact, and reads the editor’s steps with the one parser', () => {
    expect(failure(WorkflowTestInputSchema, {})).toBe('Choose a contact to test with');
    expect(v.parse(WorkflowTestInputSchema, { contactId: 5 })).toEqual({ contactId: 5 });
    expect(
      failure(WorkflowTestInputSchema, {
        contactId: 5,
        steps: '[{"id":"a","type":"send_email"}]',
      }),
    ).toBe('Step 1 (send_email): templateId is required');
  });
});

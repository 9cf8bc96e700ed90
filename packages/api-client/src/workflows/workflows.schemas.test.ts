import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { formatIssues } from '../common/formatIssues';
import { AutomationWorkflowInputSchema, TRIGGER_TYPES } from './workflows.schemas';

function failure(schema: v.GenericSchema, input: unknown) {
  const result = v.safeParse(schema, input);
  if (result.success) return 'ok';
  const { message, field } = formatIssues(result.issues);
  return { message, field };
}

const workflow = { name: 'Welcome series', trigger: 'contact_added' };

describe('workflow input', () => {
  it('defaults isActive to true, steps to "[]" and description to null', () => {
    expect(v.parse(AutomationWorkflowInputSchema, workflow)).toEqual({
      ...workflow,
      description: null,
      isActive: true,
      steps: '[]',
    });
  });
  it('accepts each of the seven triggers', () => {
    expect(TRIGGER_TYPES).toHaveLength(7);
    for (const trigger of TRIGGER_TYPES) {
      expect(failure(AutomationWorkflowInputSchema, { ...workflow, trigger })).toBe('ok');
    }
  });
  it.each([
    [{ name: '' }, 'Name is required', 'name'],
    [{ trigger: '' }, 'Trigger is required', 'trigger'],
    [{ trigger: undefined }, 'Trigger is required', 'trigger'],
    [
      { trigger: 'birthday' },
      'Trigger must be one of form_submission, email_opened, link_clicked, contact_added, tag_added, subscription_started, subscription_ended',
      'trigger',
    ],
    [{ steps: '{}' }, 'Steps must be a JSON list', 'steps'],
    [{ steps: 'nope' }, 'Steps must be a JSON list', 'steps'],
    [{ isActive: 'yes' }, 'isActive must be true or false', 'isActive'],
  ])('%j -> %s', (change, message, field) => {
    expect(failure(AutomationWorkflowInputSchema, { ...workflow, ...change })).toEqual({
      message,
      field,
    });
  });
  it('drops id, createdAt and unknown keys', () => {
    expect(
      Object.keys(
        v.parse(AutomationWorkflowInputSchema, { ...workflow, id: 1, createdAt: 'x', userId: 2 }),
      ).sort(),
    ).toEqual(['description', 'isActive', 'name', 'steps', 'trigger']);
  });
});

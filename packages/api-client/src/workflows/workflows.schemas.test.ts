import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { formatIssues } from '../common/formatIssues';
import { parseWorkflowDefinition, stringifyWorkflowDefinition } from './workflowSteps';
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
    [
      { steps: JSON.stringify({ version: 2, trigger: { campaignId: 'spring' }, steps: [] }) },
      'Trigger settings: campaignId must be a campaign id',
      'steps',
    ],
    [
      { steps: JSON.stringify({ version: 2, trigger: { linkContains: 7 }, steps: [] }) },
      'Trigger settings: linkContains must be text',
      'steps',
    ],
  ])('%j -> %s', (change, message, field) => {
    expect(failure(AutomationWorkflowInputSchema, { ...workflow, ...change })).toEqual({
      message,
      field,
    });
  });
  it('keeps the campaign and link an open or click trigger waits for', () => {
    const steps = JSON.stringify({
      version: 2,
      trigger: { campaignId: 12, linkContains: ' /pricing ' },
      steps: [],
    });
    expect(parseWorkflowDefinition(steps)).toEqual({
      ok: true,
      definition: { version: 2, trigger: { campaignId: 12, linkContains: '/pricing' }, steps: [] },
    });
  });
  it('keeps what deactivating does to the contacts inside, and refuses an unknown choice', () => {
    const steps = (whenInactive: unknown) =>
      JSON.stringify({ version: 2, trigger: {}, steps: [], whenInactive });
    expect(parseWorkflowDefinition(steps('pause'))).toEqual({
      ok: true,
      definition: { version: 2, trigger: {}, steps: [], whenInactive: 'pause' },
    });
    expect(parseWorkflowDefinition(steps('stop'))).toEqual({
      ok: false,
      message: 'whenInactive must be one of finish, pause',
    });
    const text = stringifyWorkflowDefinition({ trigger: {}, steps: [], whenInactive: 'pause' });
    expect(parseWorkflowDefinition(text)).toMatchObject({ definition: { whenInactive: 'pause' } });
  });
  it('drops id, createdAt and unknown keys', () => {
    expect(
      Object.keys(
        v.parse(AutomationWorkflowInputSchema, { ...workflow, id: 1, createdAt: 'x', userId: 2 }),
      ).sort(),
    ).toEqual(['description', 'isActive', 'name', 'steps', 'trigger']);
  });
});

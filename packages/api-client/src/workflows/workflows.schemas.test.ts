import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { formatIssues } from '../common/formatIssues';
import {
  parseWorkflowDefinition,
  reentryAfterDays,
  stringifyWorkflowDefinition,
} from './workflowSteps';
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
  it('accepts each of the spec’s seven triggers, the date trigger and the deal stage trigger', () => {
    expect(TRIGGER_TYPES).toHaveLength(9);
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
      'Trigger must be one of form_submission, email_opened, link_clicked, contact_added, tag_added, subscription_started, subscription_ended, date, deal_stage_changed',
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
  it('reads the date trigger, re-entry and goal, with a yearly date trigger entering again by default', () => {
    const date = { field: 'custom:birthday', days: 2, direction: 'before', time: '09:30' };
    const parsed = parseWorkflowDefinition(
      JSON.stringify({ version: 2, trigger: { date }, steps: [], goal: { kind: 'unsubscribed' } }),
    );
    expect(parsed).toEqual({
      ok: true,
      definition: {
        version: 2,
        trigger: { date: { ...date, yearly: true } },
        steps: [],
        goal: { kind: 'unsubscribed' },
      },
    });
    if (!parsed.ok) return;
    expect(reentryAfterDays(parsed.definition)).toBe(0);
    expect(reentryAfterDays({ ...parsed.definition, reentry: { again: false } })).toBeNull();
    expect(reentryAfterDays({ version: 2, trigger: {}, steps: [] })).toBeNull();
    const text = stringifyWorkflowDefinition({
      trigger: {},
      steps: [],
      reentry: { again: true, afterDays: 30 },
      goal: { kind: 'tag_added', tag: 'customer' },
    });
    expect(parseWorkflowDefinition(text)).toMatchObject({
      definition: {
        reentry: { again: true, afterDays: 30 },
        goal: { kind: 'tag_added', tag: 'customer' },
      },
    });
    const refused = (definition: object) =>
      parseWorkflowDefinition(
        JSON.stringify({ version: 2, trigger: {}, steps: [], ...definition }),
      );
    expect(refused({ goal: { kind: 'tag_added' } })).toEqual({
      ok: false,
      message: 'goal.tag is required',
    });
    expect(refused({ reentry: { again: true, afterDays: -1 } })).toEqual({
      ok: false,
      message: 'reentry.afterDays must be a whole number of days from 0 to 3660',
    });
    expect(refused({ trigger: { date: { ...date, direction: 'around' } } })).toEqual({
      ok: false,
      message: 'Trigger settings: date.direction must be before or after',
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

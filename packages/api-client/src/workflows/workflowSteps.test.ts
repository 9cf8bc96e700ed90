import { describe, expect, it } from 'vitest';
import {
  emailStepsBefore,
  parseWorkflowDefinition,
  removedStepsGoTo,
  waitEnd,
  type WorkflowStep,
} from './workflowSteps';

const at = (iso: string) => new Date(iso);
const until = (weekdays: string[], time: string) =>
  ({ until: { weekdays, time } }) as Parameters<typeof waitEnd>[0];

describe('waitEnd', () => {
  // 2026-12-01 is a Tuesday.
  it('ends later the same day when the day is listed and its time is ahead', () => {
    expect(waitEnd(until(['tue'], '17:00'), at('2026-12-01T09:00:00Z')).toISOString()).toBe(
      '2026-12-01T17:00:00.000Z',
    );
  });
  it('ends at once when reached at the time itself', () => {
    expect(waitEnd(until(['tue'], '09:00'), at('2026-12-01T09:00:00Z')).toISOString()).toBe(
      '2026-12-01T09:00:00.000Z',
    );
  });
  it('ends a week on when the only day is today and its time has passed', () => {
    expect(waitEnd(until(['tue'], '09:00'), at('2026-12-01T09:00:01Z')).toISOString()).toBe(
      '2026-12-08T09:00:00.000Z',
    );
  });
  it('goes over the weekend to Monday for Mon–Fri, and over a year’s end', () => {
    const workdays = until(['mon', 'tue', 'wed', 'thu', 'fri'], '09:00');
    expect(waitEnd(workdays, at('2026-12-04T10:00:00Z')).toISOString()).toBe(
      '2026-12-07T09:00:00.000Z',
    );
    expect(waitEnd(until(['fri'], '08:30'), at('2026-12-31T12:00:00Z')).toISOString()).toBe(
      '2027-01-01T08:30:00.000Z',
    );
  });
  it('keeps a duration wait as it was', () => {
    expect(waitEnd({ amount: 2, unit: 'hours' }, at('2026-12-01T09:00:00Z')).toISOString()).toBe(
      '2026-12-01T11:00:00.000Z',
    );
  });
});

describe('the wait until a weekday in the parser', () => {
  const parse = (step: unknown) => parseWorkflowDefinition(JSON.stringify([step]));
  it('stores the days in the week’s order, once each', () => {
    expect(
      parse({ id: 'w', type: 'wait', until: { weekdays: ['fri', 'mon', 'fri'], time: '07:05' } }),
    ).toEqual({
      ok: true,
      definition: {
        version: 2,
        trigger: {},
        steps: [{ id: 'w', type: 'wait', until: { weekdays: ['mon', 'fri'], time: '07:05' } }],
      },
    });
  });
  it.each([
    [{ weekdays: ['mon'], time: '24:00' }, 'until.time must be a time of day in UTC'],
    [{ weekdays: ['monday'], time: '09:00' }, 'until.weekdays must list at least one of'],
    ['mon', 'until must be an object'],
  ])('refuses %j naming the field', (value, message) => {
    const result = parse({ id: 'w', type: 'wait', until: value });
    expect(result.ok).toBe(false);
    expect(!result.ok && result.message).toContain(`Step 1 (wait): ${message}`);
  });
  it('refuses a duration and a day at once', () => {
    const result = parse({
      id: 'w',
      type: 'wait',
      amount: 1,
      unit: 'days',
      until: { weekdays: ['mon'], time: '09:00' },
    });
    expect(!result.ok && result.message).toBe(
      'Step 1 (wait): a wait has either amount and unit, or until, not both',
    );
  });
});

const email = (id: string): WorkflowStep => ({ id, type: 'send_email', templateId: 1 });
const wait = (id: string): WorkflowStep => ({ id, type: 'wait', amount: 1, unit: 'days' });
const condition = (id: string, yes: WorkflowStep[], no: WorkflowStep[] = []): WorkflowStep => ({
  id,
  type: 'condition',
  condition: { kind: 'has_tag', tag: 'a' },
  yes,
  no,
});

describe('removedStepsGoTo', () => {
  it('sends the contacts of a removed step to the next step kept, or the end', () => {
    const before = [email('a'), wait('b'), condition('c', [wait('d'), email('e')]), email('f')];
    const after = [email('a'), condition('c', [email('e')]), email('g')];
    expect(Object.fromEntries(removedStepsGoTo(before, after))).toEqual({
      b: 'c',
      d: 'e',
      f: null,
    });
  });
  it('moves nobody when every step stays, wherever it moved', () => {
    expect(removedStepsGoTo([email('a'), wait('b')], [wait('b'), email('a')]).size).toBe(0);
  });
});

describe('emailStepsBefore', () => {
  it('lists the emails before a step and before each condition it sits in, not those in a branch before it', () => {
    const steps = [
      email('a'),
      condition('c', [email('b')]),
      email('d'),
      condition('x', [], [email('e'), wait('w')]),
    ];
    expect(emailStepsBefore(steps, 'w').map((s) => s.id)).toEqual(['a', 'd', 'e']);
    expect(emailStepsBefore(steps, 'x').map((s) => s.id)).toEqual(['a', 'd']);
    expect(emailStepsBefore(steps, 'a')).toEqual([]);
  });
});

import { describe, expect, it } from 'vitest';
import { runState, whereText, type RunPlace } from './workflowRunText';

const at = (overrides: Partial<RunPlace>): RunPlace => ({
  status: 'active',
  step: { id: 's2', number: 2, type: 'wait' },
  nextDue: null,
  error: null,
  since: '2024-06-14T18:00:00.000Z',
  ...overrides,
});

describe('where a contact is in a workflow', () => {
  it('says the step by number and type, and until when a contact waits', () => {
    expect(whereText(at({ nextDue: '2024-06-17T18:00:00.000Z' }))).toBe(
      'At step 2 (Wait) since Jun 14, 2024, 6:00 PM UTC, waiting until Jun 17, 2024, 6:00 PM UTC',
    );
    expect(whereText(at({ step: null }))).toBe('At the start since Jun 14, 2024, 6:00 PM UTC');
  });

  it('says why a contact stopped or left, and a step an edit removed', () => {
    expect(whereText(at({ status: 'failed', error: 'Template deleted' }))).toBe(
      'Stopped at step 2 (Wait) since Jun 14, 2024, 6:00 PM UTC: Template deleted',
    );
    expect(
      whereText(
        at({ status: 'exited', step: { id: 'x', number: 0, type: 'removed' }, error: 'Gone' }),
      ),
    ).toBe('Left at a removed step on Jun 14, 2024, 6:00 PM UTC: Gone');
    expect(whereText(at({ status: 'completed' }))).toBe(
      'Finished on Jun 14, 2024, 6:00 PM UTC, after step 2 (Wait)',
    );
  });

  it('badges each state, an unknown one under its own name', () => {
    expect(runState('entering')).toEqual(runState('active'));
    expect(runState('active').label).toBe('In progress');
    expect(runState('later')).toEqual({ label: 'later', tone: 'grey' });
  });
});

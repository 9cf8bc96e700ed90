import { STEP_TYPES, stepLabel, type ContactWorkflow, type StepType } from '@crm/api-client';
import { formatDate } from './formatDate';
import { BLANK } from './orDash';

/**
 * Where a contact is in a workflow: the fields a contact's own workflows and a workflow's contacts
 * both carry, so both screens say it in the same words.
 */
export type RunPlace = Pick<ContactWorkflow, 'status' | 'step' | 'nextDue' | 'error' | 'since'>;

const when = (iso: string) => formatDate(iso, 'date-time', BLANK);

/** A run's state as a badge: its label and tone. */
export const RUN_STATES: Record<
  string,
  { label: string; tone: 'blue' | 'yellow' | 'green' | 'grey' | 'red' }
> = {
  active: { label: 'In progress', tone: 'blue' },
  entering: { label: 'In progress', tone: 'blue' },
  paused: { label: 'Paused', tone: 'yellow' },
  completed: { label: 'Finished', tone: 'green' },
  exited: { label: 'Left', tone: 'grey' },
  failed: { label: 'Failed', tone: 'red' },
};

/** The badge of a state, its own name in grey for one this app does not know yet. */
export const runState = (status: string) =>
  RUN_STATES[status] ?? { label: status, tone: 'grey' as const };

/** "step 2 (Wait)", or "a removed step" when an edit took it away. */
function stepText(step: RunPlace['step']): string {
  if (!step) return 'the start';
  if (step.number < 1) return 'a removed step';
  const type = (STEP_TYPES as readonly string[]).includes(step.type)
    ? stepLabel(step.type as StepType)
    : step.type;
  return `step ${step.number} (${type})`;
}

/** Where the contact is in the workflow, in words. */
export function whereText(row: RunPlace): string {
  const step = stepText(row.step);
  switch (row.status) {
    case 'completed':
      return `Finished on ${when(row.since)}, after ${step}`;
    case 'exited':
      return `Left at ${step} on ${when(row.since)}${row.error ? `: ${row.error}` : ''}`;
    case 'failed':
      return `Stopped at ${step} since ${when(row.since)}: ${row.error ?? 'an error'}`;
    case 'paused':
      return `Paused at ${step} since ${when(row.since)} (the workflow is inactive)`;
    default:
      return row.nextDue
        ? `At ${step} since ${when(row.since)}, waiting until ${when(row.nextDue)}`
        : `At ${step} since ${when(row.since)}`;
  }
}

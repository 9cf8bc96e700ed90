import { Badge, Skeleton } from '@crm/ui';
import { STEP_TYPES, stepLabel, type ContactWorkflow, type StepType } from '@crm/api-client';
import { useContactWorkflows } from '@crm/api-client/react';
import { LoadError } from '../../../components/LoadError';
import { formatDate } from '../../../lib/formatDate';
import * as styles from './ContactEngagement.css';

export const CONTACT_WORKFLOWS_LOAD_ERROR = 'Error loading workflows. Please try again.';

export interface ContactWorkflowsProps {
  /** The contact whose workflows are shown. */
  contact: { id: number };
}

const when = (iso: string) => formatDate(iso, 'date-time', '—');

const STATES: Record<
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

/** "step 2 (Wait)", or "a removed step" when an edit took it away. */
function stepText(step: ContactWorkflow['step']): string {
  if (!step) return 'the start';
  if (step.number < 1) return 'a removed step';
  const type = (STEP_TYPES as readonly string[]).includes(step.type)
    ? stepLabel(step.type as StepType)
    : step.type;
  return `step ${step.number} (${type})`;
}

/** Where the contact is in the workflow, in words. */
export function whereText(row: ContactWorkflow): string {
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

/**
 * The workflows a contact is in or went through (issue 29 §3), newest entry first: each with its
 * state and where the contact is (the step, since when, until when it waits, or why it stopped).
 * Test runs are not listed.
 */
export function ContactWorkflows({ contact }: ContactWorkflowsProps) {
  const query = useContactWorkflows(contact.id);
  const rows = query.data ?? [];
  const headingId = `contact-workflows-${contact.id}`;
  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <h3 className={styles.heading} id={headingId}>
        Workflows
      </h3>
      {query.isPending ? (
        <div role="status" aria-busy="true" aria-label="Loading workflows">
          <Skeleton shape="rect" height="56px" />
        </div>
      ) : query.isError ? (
        <LoadError message={CONTACT_WORKFLOWS_LOAD_ERROR} />
      ) : rows.length === 0 ? (
        <p className={styles.muted}>This contact is in no workflow.</p>
      ) : (
        <ul className={styles.list} aria-label="Workflows this contact is in">
          {rows.map((row) => {
            const state = STATES[row.status] ?? { label: row.status, tone: 'grey' as const };
            return (
              <li key={row.runId} className={styles.item}>
                <p className={styles.campaign}>
                  <span>{row.workflowName}</span>
                  <Badge tone={state.tone}>{state.label}</Badge>
                </p>
                <p className={styles.muted}>{whereText(row)}</p>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}

import { Badge, Skeleton } from '@crm/ui';
import { useContactWorkflows } from '@crm/api-client/react';
import { LoadError } from '../../../components/LoadError';
import { runState, whereText } from '../../../lib/workflowRunText';
import * as styles from './ContactEngagement.css';

export const CONTACT_WORKFLOWS_LOAD_ERROR = 'Error loading workflows. Please try again.';

export interface ContactWorkflowsProps {
  /** The contact whose workflows are shown. */
  contact: { id: number };
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
            const state = runState(row.status);
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

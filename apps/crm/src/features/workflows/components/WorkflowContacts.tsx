import { useState } from 'react';
import { Badge, Select, SelectItem, Skeleton } from '@crm/ui';
import type { WorkflowRun, WorkflowRunFilter } from '@crm/api-client';
import { useWorkflowRuns } from '@crm/api-client/react';
import { LoadError } from '../../../components/LoadError';
import { ShowMoreButton } from '../../../components/ShowMoreButton';
import { runState, whereText } from '../../../lib/workflowRunText';
import * as styles from './WorkflowContacts.css';

/** The spec has no text for this read's failure; this follows its page-load failures' wording. */
export const WORKFLOW_CONTACTS_LOAD_ERROR = 'Error loading contacts. Please try again.';
export const NO_WORKFLOW_CONTACTS = 'No contact has entered this workflow yet.';
export const NO_WORKFLOW_CONTACTS_IN_STATE = 'No contacts in this state.';

/** The filter's choices, in the words of the state badges; `all` asks for no filter. */
export const WORKFLOW_CONTACT_FILTERS: { id: WorkflowRunFilter | 'all'; label: string }[] = [
  { id: 'all', label: 'All contacts' },
  { id: 'active', label: 'In progress' },
  { id: 'waiting', label: 'Waiting' },
  { id: 'paused', label: 'Paused' },
  { id: 'failed', label: 'Failed' },
  { id: 'completed', label: 'Finished' },
  { id: 'exited', label: 'Left' },
];

export interface WorkflowContactsProps {
  /** The workflow whose contacts are listed. */
  workflowId: number;
}

/**
 * The contacts in a workflow, or that went through it (issue 29 §3), newest entry first, with
 * where each is in the words a contact's own workflows use: the latest page, more on request (a
 * workflow may hold 100,000), filtered by state.
 */
export function WorkflowContacts({ workflowId }: WorkflowContactsProps) {
  const [filter, setFilter] = useState<WorkflowRunFilter | 'all'>('all');
  const query = useWorkflowRuns(workflowId, filter === 'all' ? undefined : filter);
  const headingId = `workflow-contacts-${workflowId}`;
  const rows = query.data?.rows ?? [];

  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <div className={styles.head}>
        <h3 className={styles.heading} id={headingId}>
          Contacts in this workflow
        </h3>
        <Select
          label="State"
          className={styles.filter}
          selectedKey={filter}
          onSelectionChange={(key) => setFilter(key as WorkflowRunFilter | 'all')}
        >
          {WORKFLOW_CONTACT_FILTERS.map((choice) => (
            <SelectItem key={choice.id} id={choice.id}>
              {choice.label}
            </SelectItem>
          ))}
        </Select>
      </div>
      {query.isPending ? (
        <div role="status" aria-busy="true" aria-label="Loading contacts">
          <Skeleton shape="rect" height="56px" />
        </div>
      ) : query.isError ? (
        <LoadError message={WORKFLOW_CONTACTS_LOAD_ERROR} />
      ) : rows.length === 0 ? (
        <p className={styles.muted}>
          {filter === 'all' ? NO_WORKFLOW_CONTACTS : NO_WORKFLOW_CONTACTS_IN_STATE}
        </p>
      ) : (
        <>
          <ul className={styles.list} aria-labelledby={headingId}>
            {rows.map((run) => (
              <WorkflowContactItem key={run.runId} run={run} />
            ))}
          </ul>
          {query.hasNextPage && (
            <ShowMoreButton
              shown={rows.length}
              total={query.data.total}
              isLoading={query.isFetchingNextPage}
              onPress={() => void query.fetchNextPage()}
            />
          )}
        </>
      )}
    </section>
  );
}

function WorkflowContactItem({ run }: { run: WorkflowRun }) {
  const state = runState(run.status);
  return (
    <li className={styles.item}>
      <span className={styles.who}>
        <span className={styles.name}>{run.name || run.email}</span>
        {run.name && <span className={styles.email}>{run.email}</span>}
      </span>
      <Badge tone={state.tone}>{state.label}</Badge>
      <p className={styles.where}>{whereText(run)}</p>
    </li>
  );
}

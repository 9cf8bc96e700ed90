import {
  Badge,
  Cell,
  Column,
  EmptyState,
  Row,
  RowActions,
  TableBody,
  TableHeader,
  VirtualTable,
  visuallyHidden,
} from '@crm/ui';
import type { AutomationWorkflow } from '@crm/api-client';
import { PHONE_QUERY, useMediaQuery } from '../../../hooks/useMediaQuery';
import type { PagedList } from '../../../hooks/usePagedList';
import { formatDate } from '../../../lib/formatDate';
import * as screen from '../../../styles/screen.css';
import { triggerLabels } from './triggerLabels';
import { type WorkflowRowAction, workflowRowActions } from './workflowRowActions';
import * as styles from './WorkflowsScreen.css';
import { orDash } from '../../../lib/orDash';

/** Three lines of text under one another (name, description, trigger and date) and their padding. */
const PHONE_ROW_HEIGHT = 88;
/** Room for the wider badge, "Inactive", and the cell's padding. */
const STATUS_WIDTH = 104;
/** The actions button and the cell's padding. */
const ACTIONS_WIDTH = 64;

export interface WorkflowsTableProps {
  /** The workflows loaded so far, and how to load more (`usePagedList`). */
  list: PagedList<AutomationWorkflow>;
  /** The search the list answers: its empty state says no workflow matched it. */
  q: string;
  onRowAction: (action: WorkflowRowAction, workflow: AutomationWorkflow) => void;
}

function StatusBadge({ workflow }: { workflow: AutomationWorkflow }) {
  return (
    <Badge tone={workflow.isActive ? 'green' : 'grey'}>
      {workflow.isActive ? 'Active' : 'Inactive'}
    </Badge>
  );
}

/**
 * The workflows table, a page at a time as it scrolls: every column on a wide screen, each row's
 * four actions in a menu (as buttons they wrapped out of the row); on a phone name, status and the
 * menu, with the description, trigger and date under the name (as the
 * campaigns table does), so nothing is off-screen sideways.
 */
export function WorkflowsTable({ list, q, onRowAction }: WorkflowsTableProps) {
  const isPhone = useMediaQuery(PHONE_QUERY);
  return (
    <VirtualTable
      // The phone and desktop column sets differ; React Aria cannot change a column's id in
      // place, so crossing the breakpoint mounts a fresh table.
      key={isPhone ? 'phone' : 'desktop'}
      aria-label="Automation workflows"
      className={styles.table}
      rowHeight={isPhone ? PHONE_ROW_HEIGHT : undefined}
    >
      {isPhone ? (
        <TableHeader>
          <Column id="name" isRowHeader>
            Name
          </Column>
          <Column id="status" width={STATUS_WIDTH}>
            Status
          </Column>
          <Column id="actions" width={ACTIONS_WIDTH}>
            <span className={visuallyHidden}>Actions</span>
          </Column>
        </TableHeader>
      ) : (
        <TableHeader>
          <Column id="name" isRowHeader minWidth={200}>
            Name
          </Column>
          <Column id="description" minWidth={200}>
            Description
          </Column>
          <Column id="trigger" minWidth={140}>
            Trigger Type
          </Column>
          <Column id="status" minWidth={90}>
            Status
          </Column>
          <Column id="created" minWidth={110}>
            Created
          </Column>
          <Column id="actions" width={ACTIONS_WIDTH}>
            <span className={visuallyHidden}>Actions</span>
          </Column>
        </TableHeader>
      )}
      <TableBody
        {...list.bodyProps}
        dependencies={[isPhone]}
        renderEmptyState={() =>
          q ? (
            <EmptyState
              title="No workflows found"
              hint={`No workflow name or description contains "${q}".`}
            />
          ) : (
            <EmptyState
              title="No automation workflows yet"
              hint="Create a workflow to follow up with contacts automatically."
            />
          )
        }
      >
        {(workflow) =>
          isPhone ? (
            <Row id={workflow.id}>
              <Cell>
                <span className={screen.phoneName}>{workflow.name}</span>
                <span className={screen.phoneDetail}>{orDash(workflow.description)}</span>
                <span className={screen.phoneDetail}>
                  {triggerLabels[workflow.trigger]} · {formatDate(workflow.createdAt)}
                </span>
              </Cell>
              <Cell>
                <StatusBadge workflow={workflow} />
              </Cell>
              <Cell>
                <RowActions
                  rowLabel={workflow.name}
                  actions={workflowRowActions(workflow)}
                  onAction={(action) => onRowAction(action, workflow)}
                />
              </Cell>
            </Row>
          ) : (
            <Row id={workflow.id}>
              <Cell>{workflow.name}</Cell>
              <Cell>{orDash(workflow.description)}</Cell>
              <Cell>{triggerLabels[workflow.trigger]}</Cell>
              <Cell>
                <StatusBadge workflow={workflow} />
              </Cell>
              <Cell>{formatDate(workflow.createdAt)}</Cell>
              <Cell>
                <RowActions
                  rowLabel={workflow.name}
                  actions={workflowRowActions(workflow)}
                  onAction={(action) => onRowAction(action, workflow)}
                />
              </Cell>
            </Row>
          )
        }
      </TableBody>
    </VirtualTable>
  );
}

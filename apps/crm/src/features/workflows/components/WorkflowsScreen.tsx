import { useEffect } from 'react';
import {
  Badge,
  Button,
  Card,
  CardContent,
  Cell,
  Column,
  EmptyState,
  Row,
  RowActions,
  SearchField,
  TableBody,
  TableHeader,
  toast,
  VirtualTable,
} from '@crm/ui';
import type { AutomationWorkflow } from '@crm/api-client';
import { useUpdateWorkflow, useWorkflowPages } from '@crm/api-client/react';
import { LoadError } from '../../../components/LoadError';
import { useDialogState } from '../../../hooks/useDialogState';
import { useListSearch } from '../../../hooks/useListSearch';
import { usePagedList } from '../../../hooks/usePagedList';
import { useToastMutation } from '../../../hooks/useToastMutation';
import { formatDate } from '../../../lib/formatDate';
import * as screen from '../../../styles/screen.css';
import { CreateWorkflowDialog } from './CreateWorkflowDialog';
import { EditWorkflowDialog } from './EditWorkflowDialog';
import { triggerLabels } from './triggerLabels';
import { type WorkflowRowAction, workflowRowActions } from './workflowRowActions';
import * as styles from './WorkflowsScreen.css';

export const WORKFLOWS_LOAD_ERROR = 'Error loading automation workflows. Please try again.';

type WorkflowsDialog = { kind: 'create' } | { kind: 'edit'; workflow: AutomationWorkflow };

/**
 * The Automation screen (spec section 2): the workflows table, searched on the server with the
 * text kept in the URL (`?q=`; the spec leaves the box inert) and loaded a page at a time, the
 * Create and Edit dialogs, and activating or deactivating a workflow from its row.
 */
export function WorkflowsScreen() {
  const search = useListSearch(['q']);
  const { q } = search.applied;
  const list = usePagedList(useWorkflowPages({ q }));
  const dialogs = useDialogState<WorkflowsDialog>();
  const updateWorkflow = useToastMutation(useUpdateWorkflow(), {
    success: ({ name, isActive }) => `${name} ${isActive ? 'activated' : 'deactivated'}`,
    error: 'Failed to update workflow',
  });

  // Unlike the other screens, the spec lists this load failure among its toasts (section 8), so it
  // is a toast as well as the text in place of the table.
  useEffect(() => {
    if (list.isError)
      toast({ title: 'Error', description: WORKFLOWS_LOAD_ERROR, variant: 'destructive' });
  }, [list.isError]);

  const onRowAction = (action: WorkflowRowAction, workflow: AutomationWorkflow) => {
    if (action === 'edit') dialogs.open({ kind: 'edit', workflow });
    else updateWorkflow.mutate({ id: workflow.id, input: { isActive: !workflow.isActive } });
  };

  return (
    <div className={screen.stack}>
      <div className={screen.toolbar}>
        <div className={styles.search}>
          <SearchField
            label="Search workflows"
            placeholder="Search workflows..."
            value={search.draft.q}
            onChange={(value) => search.setText({ q: value })}
          />
        </div>
        <Button onPress={() => dialogs.open({ kind: 'create' })}>Create Workflow</Button>
      </div>
      {list.isError ? (
        <Card>
          <CardContent>
            <LoadError message={WORKFLOWS_LOAD_ERROR} />
          </CardContent>
        </Card>
      ) : (
        <VirtualTable aria-label="Automation workflows" className={styles.table}>
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
            <Column id="actions" minWidth={170}>
              Actions
            </Column>
          </TableHeader>
          <TableBody
            {...list.bodyProps}
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
            {(workflow) => (
              <Row id={workflow.id}>
                <Cell>{workflow.name}</Cell>
                <Cell>{workflow.description || '—'}</Cell>
                <Cell>{triggerLabels[workflow.trigger]}</Cell>
                <Cell>
                  <Badge tone={workflow.isActive ? 'green' : 'grey'}>
                    {workflow.isActive ? 'Active' : 'Inactive'}
                  </Badge>
                </Cell>
                <Cell>{formatDate(workflow.createdAt)}</Cell>
                <Cell>
                  <RowActions
                    display="buttons"
                    rowLabel={workflow.name}
                    actions={workflowRowActions(workflow)}
                    onAction={(action) => onRowAction(action, workflow)}
                  />
                </Cell>
              </Row>
            )}
          </TableBody>
        </VirtualTable>
      )}
      {dialogs.dialog?.kind === 'create' && <CreateWorkflowDialog {...dialogs.modal} />}
      {dialogs.dialog?.kind === 'edit' && (
        <EditWorkflowDialog
          key={dialogs.opened}
          {...dialogs.modal}
          workflow={dialogs.dialog.workflow}
        />
      )}
    </div>
  );
}

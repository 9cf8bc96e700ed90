import { useEffect, type ComponentType } from 'react';
import { AlertDialog, Button, Card, CardContent, SearchField, toast } from '@crm/ui';
import type { AutomationWorkflow } from '@crm/api-client';
import { useDeleteWorkflow, useUpdateWorkflow, useWorkflowPages } from '@crm/api-client/react';
import { LoadError } from '../../../components/LoadError';
import { useDialogState } from '../../../hooks/useDialogState';
import { useListSearch } from '../../../hooks/useListSearch';
import { usePagedList } from '../../../hooks/usePagedList';
import { useToastMutation } from '../../../hooks/useToastMutation';
import * as screen from '../../../styles/screen.css';
import { CreateWorkflowDialog } from './CreateWorkflowDialog';
import { EditWorkflowDialog } from './EditWorkflowDialog';
import type { EmailDesignerProps } from './StepSettings';
import { WorkflowStepsDialog } from './WorkflowStepsDialog';
import type { WorkflowRowAction } from './workflowRowActions';
import * as styles from './WorkflowsScreen.css';
import { WorkflowsTable } from './WorkflowsTable';

export const WORKFLOWS_LOAD_ERROR = 'Error loading automation workflows. Please try again.';

type WorkflowsDialog =
  | { kind: 'create' }
  | { kind: 'edit'; workflow: AutomationWorkflow }
  | { kind: 'steps'; workflow: AutomationWorkflow }
  | { kind: 'delete'; workflow: AutomationWorkflow };

export interface WorkflowsScreenProps {
  /**
   * The dialog a workflow's send email step designs or edits its email in (the templates area's,
   * composed by the route: features do not import each other).
   */
  EmailDesigner: ComponentType<EmailDesignerProps>;
}

/**
 * The Automation screen (spec section 2): the workflows table, searched on the server with the
 * text kept in the URL (`?q=`; the spec leaves the box inert) and loaded a page at a time, the
 * Create, Edit and Edit Steps dialogs, and activating, deactivating or deleting a workflow from its
 * row's actions menu.
 */
export function WorkflowsScreen({ EmailDesigner }: WorkflowsScreenProps) {
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

  const deleteWorkflow = useToastMutation(useDeleteWorkflow(), {
    success: 'Workflow deleted',
    error: 'Failed to delete workflow',
  });

  const onRowAction = (action: WorkflowRowAction, workflow: AutomationWorkflow) => {
    if (action === 'toggle')
      updateWorkflow.mutate({ id: workflow.id, input: { isActive: !workflow.isActive } });
    else dialogs.open({ kind: action, workflow });
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
        <WorkflowsTable list={list} q={q} onRowAction={onRowAction} />
      )}
      {dialogs.dialog?.kind === 'create' && <CreateWorkflowDialog {...dialogs.modal} />}
      {dialogs.dialog?.kind === 'steps' && (
        <WorkflowStepsDialog
          key={dialogs.opened}
          {...dialogs.modal}
          workflow={dialogs.dialog.workflow}
          EmailDesigner={EmailDesigner}
        />
      )}
      {dialogs.dialog?.kind === 'edit' && (
        <EditWorkflowDialog
          key={dialogs.opened}
          {...dialogs.modal}
          workflow={dialogs.dialog.workflow}
        />
      )}
      {dialogs.dialog?.kind === 'delete' && (
        <AlertDialog
          {...dialogs.modal}
          title={`Delete “${dialogs.dialog.workflow.name}”?`}
          confirmLabel="Delete"
          onConfirm={() => {
            if (dialogs.dialog?.kind === 'delete')
              deleteWorkflow.mutate(dialogs.dialog.workflow.id);
          }}
        >
          This action cannot be undone. The workflow, its steps and its contacts' progress through
          it are deleted.
        </AlertDialog>
      )}
    </div>
  );
}

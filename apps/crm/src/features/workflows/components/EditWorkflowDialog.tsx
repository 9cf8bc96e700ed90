import { Dialog, Modal, Switch } from '@crm/ui';
import type { AutomationWorkflow } from '@crm/api-client';
import { useUpdateWorkflow } from '@crm/api-client/react';
import type { DialogStateProps } from '../../../hooks/useDialogState';
import { useToastMutation } from '../../../hooks/useToastMutation';
import { WorkflowForm } from './WorkflowForm';

export interface EditWorkflowDialogProps extends DialogStateProps {
  /** The workflow being edited. */
  workflow: AutomationWorkflow;
}

/** Edit Workflow: the Create dialog's fields with the workflow's values, plus whether it runs. */
export function EditWorkflowDialog({ isOpen, onOpenChange, workflow }: EditWorkflowDialogProps) {
  const updateWorkflow = useToastMutation(useUpdateWorkflow(), {
    success: 'Workflow updated successfully',
    error: 'Failed to update workflow',
  });
  const close = () => onOpenChange(false);
  return (
    <Modal size="md" isOpen={isOpen} onOpenChange={onOpenChange}>
      <Dialog title="Edit Workflow" description="Change what this workflow does and when it runs.">
        <WorkflowForm
          initialValues={{
            name: workflow.name,
            description: workflow.description ?? '',
            trigger: workflow.trigger,
            isActive: workflow.isActive,
          }}
          submitLabel="Save Changes"
          pendingLabel="Saving..."
          onCancel={close}
          onSubmit={async ({ name, description, trigger, isActive }) => {
            await updateWorkflow.mutateAsync({
              id: workflow.id,
              input: { name, description, trigger, isActive },
            });
            close();
          }}
        >
          {({ isActive, setActive }) => (
            <Switch isSelected={isActive} onChange={setActive}>
              Active
            </Switch>
          )}
        </WorkflowForm>
      </Dialog>
    </Modal>
  );
}

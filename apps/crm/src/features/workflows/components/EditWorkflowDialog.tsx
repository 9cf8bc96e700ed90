import { useState } from 'react';
import { Dialog, Modal, Switch } from '@crm/ui';
import type { AutomationWorkflow } from '@crm/api-client';
import { useUpdateWorkflow } from '@crm/api-client/react';
import { useToastMutation } from '../../../hooks/useToastMutation';
import { WorkflowForm } from './WorkflowForm';

export interface EditWorkflowDialogProps {
  /** The workflow being edited; null keeps the dialog closed. */
  workflow: AutomationWorkflow | null;
  onClose: () => void;
}

/** Edit Workflow: the Create dialog's fields with the workflow's values, plus whether it runs. */
export function EditWorkflowDialog({ workflow, onClose }: EditWorkflowDialogProps) {
  return (
    <Modal size="md" isOpen={workflow !== null} onOpenChange={(open) => !open && onClose()}>
      <Dialog title="Edit Workflow" description="Change what this workflow does and when it runs.">
        {/* Keyed by id so each workflow opens with its own values. */}
        {workflow && <EditWorkflowForm key={workflow.id} workflow={workflow} onClose={onClose} />}
      </Dialog>
    </Modal>
  );
}

function EditWorkflowForm({
  workflow,
  onClose,
}: {
  workflow: AutomationWorkflow;
  onClose: () => void;
}) {
  const [isActive, setActive] = useState(workflow.isActive);
  const updateWorkflow = useToastMutation(useUpdateWorkflow(), {
    success: 'Workflow updated successfully',
    error: 'Failed to update workflow',
  });
  return (
    <WorkflowForm
      initialValues={{
        name: workflow.name,
        description: workflow.description ?? '',
        trigger: workflow.trigger,
      }}
      submitLabel="Save Changes"
      pendingLabel="Saving..."
      onCancel={onClose}
      onSubmit={async ({ name, description, trigger }) => {
        await updateWorkflow.mutateAsync({
          id: workflow.id,
          input: { name, description, trigger, isActive },
        });
        onClose();
      }}
    >
      <Switch isSelected={isActive} onChange={setActive}>
        Active
      </Switch>
    </WorkflowForm>
  );
}

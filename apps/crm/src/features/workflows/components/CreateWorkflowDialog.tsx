import { Dialog, Modal } from '@crm/ui';
import { useCreateWorkflow } from '@crm/api-client/react';
import type { DialogStateProps } from '../../../hooks/useDialogState';
import { useToastMutation } from '../../../hooks/useToastMutation';
import { EMPTY_WORKFLOW, WorkflowForm } from './WorkflowForm';

export type CreateWorkflowDialogProps = DialogStateProps;

/** The Create Workflow dialog: name and trigger are required; a new workflow is active. */
export function CreateWorkflowDialog({ isOpen, onOpenChange }: CreateWorkflowDialogProps) {
  const createWorkflow = useToastMutation(useCreateWorkflow(), {
    success: 'Workflow created successfully',
    error: 'Failed to create workflow',
  });
  const close = () => onOpenChange(false);
  return (
    <Modal size="md" isOpen={isOpen} onOpenChange={onOpenChange}>
      <Dialog
        title="Create Workflow"
        description="Run actions automatically when something happens."
      >
        <WorkflowForm
          initialValues={EMPTY_WORKFLOW}
          submitLabel="Create Workflow"
          pendingLabel="Creating..."
          onCancel={close}
          onSubmit={async (input) => {
            await createWorkflow.mutateAsync({ ...input, steps: '[]' });
            close();
          }}
        />
      </Dialog>
    </Modal>
  );
}

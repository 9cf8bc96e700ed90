import { useState } from 'react';
import { Button, Dialog, DialogTrigger, Modal } from '@crm/ui';
import { useCreateWorkflow } from '@crm/api-client/react';
import { useToastMutation } from '../../../hooks/useToastMutation';
import { EMPTY_WORKFLOW, WorkflowForm } from './WorkflowForm';

export interface CreateWorkflowDialogProps {
  /**
   * Open the dialog on first render (stories).
   * @default false
   */
  defaultOpen?: boolean;
}

/** The Create Workflow dialog: name and trigger are required; a new workflow is active. */
export function CreateWorkflowDialog({ defaultOpen = false }: CreateWorkflowDialogProps) {
  const [isOpen, setOpen] = useState(defaultOpen);
  const createWorkflow = useToastMutation(useCreateWorkflow(), {
    success: 'Workflow created successfully',
    error: 'Failed to create workflow',
  });

  return (
    <DialogTrigger isOpen={isOpen} onOpenChange={setOpen}>
      <Button>Create Workflow</Button>
      <Modal size="md">
        <Dialog
          title="Create Workflow"
          description="Run actions automatically when something happens."
        >
          <WorkflowForm
            initialValues={EMPTY_WORKFLOW}
            submitLabel="Create Workflow"
            pendingLabel="Creating..."
            onCancel={() => setOpen(false)}
            onSubmit={async (input) => {
              await createWorkflow.mutateAsync({ ...input, isActive: true, steps: '[]' });
              setOpen(false);
            }}
          />
        </Dialog>
      </Modal>
    </DialogTrigger>
  );
}

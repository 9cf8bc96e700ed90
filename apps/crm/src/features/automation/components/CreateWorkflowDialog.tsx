import { useState } from 'react';
import {
  Button,
  Dialog,
  DialogTrigger,
  Modal,
  Select,
  SelectItem,
  TextArea,
  TextField,
} from '@crm/ui';
import { AutomationWorkflowInputSchema, TRIGGER_TYPES } from '@crm/api-client';
import { useCreateWorkflow } from '@crm/api-client/react';
import { useSchemaForm } from '../../../hooks/useSchemaForm';
import { useToastMutation } from '../../../hooks/useToastMutation';
import { triggerLabels } from './triggerLabels';
import * as styles from './AutomationScreen.css';

const initialValues = { name: '', description: '', trigger: '' };

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
  const form = useSchemaForm(AutomationWorkflowInputSchema, initialValues);
  const createWorkflow = useToastMutation(useCreateWorkflow(), {
    success: 'Workflow created successfully',
    error: 'Failed to create workflow',
  });

  const submit = form.handleSubmit(async (input) => {
    await createWorkflow.mutateAsync({ ...input, isActive: true, steps: '[]' });
    form.reset();
    setOpen(false);
  });

  return (
    <DialogTrigger isOpen={isOpen} onOpenChange={setOpen}>
      <Button>Create Workflow</Button>
      <Modal size="md">
        <Dialog
          title="Create Workflow"
          description="Run actions automatically when something happens."
        >
          <form className={styles.form} onSubmit={submit} noValidate>
            <TextField label="Workflow Name" {...form.field('name')} />
            <TextArea label="Description" {...form.field('description')} />
            <Select label="Trigger Type" placeholder="Select a trigger" {...form.field('trigger')}>
              {TRIGGER_TYPES.map((trigger) => (
                <SelectItem key={trigger} id={trigger}>
                  {triggerLabels[trigger]}
                </SelectItem>
              ))}
            </Select>
            <div className={styles.formActions}>
              <Button variant="secondary" onPress={() => setOpen(false)}>
                Cancel
              </Button>
              <Button type="submit" isDisabled={form.isSubmitting}>
                {form.isSubmitting ? 'Creating...' : 'Create Workflow'}
              </Button>
            </div>
          </form>
        </Dialog>
      </Modal>
    </DialogTrigger>
  );
}

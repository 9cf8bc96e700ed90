import { useState, type FormEvent } from 'react';
import {
  Button,
  Dialog,
  DialogTrigger,
  Modal,
  Select,
  SelectItem,
  TextArea,
  TextField,
  toast,
} from '@crm/ui';
import { AutomationWorkflowInputSchema, TRIGGER_TYPES } from '@crm/api-client';
import { useCreateWorkflow } from '@crm/api-client/react';
import { useSchemaForm } from '../../../hooks/useSchemaForm';
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
  const createWorkflow = useCreateWorkflow();

  function submit(event: FormEvent) {
    event.preventDefault();
    const input = form.validate();
    if (!input) return;
    createWorkflow.mutate(
      { ...input, isActive: true, steps: '[]' },
      {
        onSuccess: () => {
          toast({
            title: 'Success',
            description: 'Workflow created successfully',
            variant: 'success',
          });
          form.reset();
          setOpen(false);
        },
        onError: () => {
          toast({
            title: 'Error',
            description: 'Failed to create workflow',
            variant: 'destructive',
          });
        },
      },
    );
  }

  return (
    <DialogTrigger isOpen={isOpen} onOpenChange={setOpen}>
      <Button>Create Workflow</Button>
      <Modal size="md">
        <Dialog
          title="Create Workflow"
          description="Run actions automatically when something happens."
        >
          <form className={styles.form} onSubmit={submit} noValidate>
            <TextField
              label="Workflow Name"
              name="name"
              value={form.values.name}
              onChange={(value) => form.setValue('name', value)}
              isInvalid={Boolean(form.errors.name)}
              errorMessage={form.errors.name}
            />
            <TextArea
              label="Description"
              name="description"
              value={form.values.description}
              onChange={(value) => form.setValue('description', value)}
              isInvalid={Boolean(form.errors.description)}
              errorMessage={form.errors.description}
            />
            <Select
              label="Trigger Type"
              placeholder="Select a trigger"
              selectedKey={form.values.trigger || null}
              onSelectionChange={(key) => form.setValue('trigger', key === null ? '' : String(key))}
              isInvalid={Boolean(form.errors.trigger)}
              errorMessage={form.errors.trigger}
            >
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
              <Button type="submit" isDisabled={createWorkflow.isPending}>
                {createWorkflow.isPending ? 'Creating...' : 'Create Workflow'}
              </Button>
            </div>
          </form>
        </Dialog>
      </Modal>
    </DialogTrigger>
  );
}

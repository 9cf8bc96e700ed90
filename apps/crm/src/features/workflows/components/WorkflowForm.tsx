import type { ReactNode } from 'react';
import { Button, Select, SelectItem, TextArea, TextField } from '@crm/ui';
import {
  type AutomationWorkflowData,
  AutomationWorkflowInputSchema,
  TRIGGER_TYPES,
} from '@crm/api-client';
import { useSchemaForm } from '../../../hooks/useSchemaForm';
import { triggerLabels } from './triggerLabels';
import * as styles from './AutomationScreen.css';

export type WorkflowFormValues = {
  name: string;
  description: string;
  trigger: string;
};

export const EMPTY_WORKFLOW: WorkflowFormValues = { name: '', description: '', trigger: '' };

export interface WorkflowFormProps {
  /** What the fields start with: blank for a new workflow, the workflow's own for an edit. */
  initialValues: WorkflowFormValues;
  submitLabel: string;
  /** The submit button's text while the write is in flight. */
  pendingLabel: string;
  /** Runs with the parsed input; the form clears once it resolves. */
  onSubmit: (input: AutomationWorkflowData) => Promise<void>;
  onCancel: () => void;
  /** More fields after the trigger (the edit dialog's Active switch). */
  children?: ReactNode;
}

/** Name, description and trigger of a workflow, validated by the contract's schema. */
export function WorkflowForm({
  initialValues,
  submitLabel,
  pendingLabel,
  onSubmit,
  onCancel,
  children,
}: WorkflowFormProps) {
  const form = useSchemaForm(AutomationWorkflowInputSchema, initialValues);
  const submit = form.handleSubmit(async (input) => {
    await onSubmit(input);
    form.reset();
  });
  return (
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
      {children}
      <div className={styles.formActions}>
        <Button variant="secondary" onPress={onCancel}>
          Cancel
        </Button>
        <Button type="submit" isDisabled={form.isSubmitting}>
          {form.isSubmitting ? pendingLabel : submitLabel}
        </Button>
      </div>
    </form>
  );
}

import type { ReactNode } from 'react';
import { Select, SelectItem, TextArea, TextField } from '@crm/ui';
import {
  type AutomationWorkflowData,
  AutomationWorkflowInputSchema,
  TRIGGER_TYPES,
} from '@crm/api-client';
import { FormActions } from '../../../components/FormActions';
import { useForm } from '../../../hooks/useForm';
import * as formStyles from '../../../styles/form.css';
import { triggerLabels } from './triggerLabels';

export type WorkflowFormValues = {
  name: string;
  description: string;
  trigger: string;
  isActive: boolean;
};

export const EMPTY_WORKFLOW: WorkflowFormValues = {
  name: '',
  description: '',
  trigger: '',
  isActive: true,
};

export interface WorkflowFormProps {
  /** What the fields start with: blank for a new workflow, the workflow's own for an edit. */
  initialValues: WorkflowFormValues;
  submitLabel: string;
  /** The submit button's text while the write is in flight. */
  pendingLabel: string;
  /** Runs with the parsed input; the form clears once it resolves. */
  onSubmit: (input: AutomationWorkflowData) => Promise<void>;
  onCancel: () => void;
  /**
   * More fields after the trigger, given the form's `isActive` (the edit dialog's Active switch).
   * @default undefined
   */
  children?: (active: { isActive: boolean; setActive: (isActive: boolean) => void }) => ReactNode;
}

/** Name, description and trigger of a workflow (and whether it runs), checked by the contract. */
export function WorkflowForm({
  initialValues,
  submitLabel,
  pendingLabel,
  onSubmit,
  onCancel,
  children,
}: WorkflowFormProps) {
  const form = useForm(AutomationWorkflowInputSchema, initialValues);
  const submit = form.handleSubmit(async (input) => {
    await onSubmit(input);
    form.reset();
  });
  return (
    <form className={formStyles.form} onSubmit={submit} noValidate>
      <TextField label="Workflow Name" {...form.field('name')} />
      <TextArea label="Description" {...form.field('description')} />
      <Select label="Trigger Type" placeholder="Select a trigger" {...form.field('trigger')}>
        {TRIGGER_TYPES.map((trigger) => (
          <SelectItem key={trigger} id={trigger}>
            {triggerLabels[trigger]}
          </SelectItem>
        ))}
      </Select>
      {children?.({
        isActive: form.values.isActive,
        setActive: (isActive) => form.setValue('isActive', isActive),
      })}
      <FormActions
        onCancel={onCancel}
        submitLabel={submitLabel}
        pendingLabel={pendingLabel}
        isSubmitting={form.isSubmitting}
      />
    </form>
  );
}

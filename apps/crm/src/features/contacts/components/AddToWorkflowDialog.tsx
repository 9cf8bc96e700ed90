import { Dialog, Modal, Select, SelectItem, Skeleton } from '@crm/ui';
import { AddToWorkflowFormSchema, type WorkflowEnrolResponse } from '@crm/api-client';
import { useEnrolInWorkflow, useWorkflowPages } from '@crm/api-client/react';
import { FormActions } from '../../../components/FormActions';
import type { DialogStateProps } from '../../../hooks/useDialogState';
import { useForm } from '../../../hooks/useForm';
import { useToastMutation } from '../../../hooks/useToastMutation';
import * as formStyles from '../../../styles/form.css';
import { useExactSelection } from '../hooks/useExactSelection';
import {
  type ContactSelection,
  contactsCount,
  selectionBody,
  selectionText,
} from '../lib/contactSelection';

export interface AddToWorkflowDialogProps extends DialogStateProps {
  /** The ticked contacts, or every contact matching the filter. */
  selection: ContactSelection;
  /**
   * Called after the contacts entered, with the server's answer.
   * @default undefined
   */
  onDone?: (answer: WorkflowEnrolResponse) => void;
}

/** The toast of an enrolment: how many entered, and how many were in the workflow already. */
export function enrolledText({ entered, selected }: WorkflowEnrolResponse): string {
  const already = selected === undefined ? 0 : selected - entered;
  const base = `${contactsCount(entered)} added to the workflow`;
  return already > 0 ? `${base} (${already.toLocaleString('en-US')} already in it)` : base;
}

/**
 * Add to workflow (issue 29 §1, manual enrolment): the selected contacts, or every contact matching
 * the filter, enter one of the user's active workflows now, each contact once. The confirmation
 * names the exact selection, counted by the server for a filter.
 */
export function AddToWorkflowDialog({
  isOpen,
  onOpenChange,
  selection,
  onDone,
}: AddToWorkflowDialogProps) {
  const exact = useExactSelection(selection);
  const who = exact.selection && selectionText(exact.selection);
  return (
    <Modal size="sm" isOpen={isOpen} onOpenChange={onOpenChange}>
      <Dialog
        title="Add to workflow"
        description={
          who
            ? `Add ${who} to a workflow. They start at its first step now; contacts already in it stay where they are.`
            : exact.isError
              ? 'The matching contacts could not be counted. Please try again.'
              : 'Counting the matching contacts…'
        }
      >
        <AddToWorkflowForm
          selection={selection}
          isCounting={!who}
          onDone={(answer) => {
            onOpenChange(false);
            onDone?.(answer);
          }}
          onCancel={() => onOpenChange(false)}
        />
      </Dialog>
    </Modal>
  );
}

function AddToWorkflowForm({
  selection,
  isCounting,
  onDone,
  onCancel,
}: {
  selection: ContactSelection;
  isCounting: boolean;
  onDone: (answer: WorkflowEnrolResponse) => void;
  onCancel: () => void;
}) {
  const workflows = useWorkflowPages();
  const form = useForm(AddToWorkflowFormSchema, { workflowId: '' });
  const enrol = useToastMutation(useEnrolInWorkflow(), {
    success: enrolledText,
    error: 'Failed to add contacts to the workflow',
  });
  const submit = form.handleSubmit(async ({ workflowId }) => {
    const answer = await enrol.mutateAsync({ id: workflowId, input: selectionBody(selection) });
    form.reset();
    onDone(answer);
  });
  // An inactive workflow takes no new contacts.
  const list = (workflows.data?.rows ?? []).filter((workflow) => workflow.isActive);
  const none = workflows.isSuccess && list.length === 0;

  return (
    <form className={formStyles.form} onSubmit={submit} noValidate>
      {workflows.isLoading ? (
        <Skeleton height="2.5rem" />
      ) : none ? (
        <div>
          <p>No active workflows</p>
          <p className={formStyles.hint}>
            Activate a workflow on the Automation screen first, then add contacts to it.
          </p>
        </div>
      ) : (
        <Select label="Workflow" placeholder="Select a workflow" {...form.field('workflowId')}>
          {list.map((workflow) => (
            <SelectItem key={workflow.id} id={String(workflow.id)}>
              {workflow.name}
            </SelectItem>
          ))}
        </Select>
      )}
      <FormActions
        onCancel={onCancel}
        submitLabel="Add to workflow"
        isSubmitting={form.isSubmitting}
        isDisabled={none || workflows.isLoading || isCounting}
      />
    </form>
  );
}

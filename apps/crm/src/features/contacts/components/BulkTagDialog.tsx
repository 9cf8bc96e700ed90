import { Dialog, Modal, TextField } from '@crm/ui';
import { ContactBulkTagInputSchema, type ContactBulkResult } from '@crm/api-client';
import { useBulkTagContacts } from '@crm/api-client/react';
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

export interface BulkTagDialogProps extends DialogStateProps {
  /** The contacts to tag. */
  selection: ContactSelection;
  /**
   * Called with the server's answer once the tag was added, or its background job started.
   * @default undefined
   */
  onDone?: (answer: ContactBulkResult) => void;
}

/** Adds one tag to every selected contact (a contact that has it keeps it once). */
export function BulkTagDialog({ isOpen, onOpenChange, selection, onDone }: BulkTagDialogProps) {
  // Asked with the exact number: a filter's matches are counted first.
  const exact = useExactSelection(selection);
  return (
    <Modal size="sm" isOpen={isOpen} onOpenChange={onOpenChange}>
      <Dialog
        title="Add Tag"
        description={
          exact.isError
            ? 'The matching contacts could not be counted. Please try again.'
            : exact.selection
              ? undefined
              : 'Counting the matching contacts…'
        }
      >
        <BulkTagForm
          selection={selection}
          counted={exact.selection}
          onCancel={() => onOpenChange(false)}
          onDone={(answer) => {
            onOpenChange(false);
            onDone?.(answer);
          }}
        />
      </Dialog>
    </Modal>
  );
}

function BulkTagForm({
  selection,
  onCancel,
  counted,
  onDone,
}: {
  selection: ContactSelection;
  counted: ContactSelection | undefined;
  onCancel: () => void;
  onDone: (answer: ContactBulkResult) => void;
}) {
  // The selection is part of what the contract checks, as the server will: the tag's rules and all.
  const form = useForm(
    ContactBulkTagInputSchema,
    { tag: '' },
    {
      toInput: ({ tag }) => ({ ...selectionBody(selection), tag }),
    },
  );
  const bulkTag = useToastMutation(useBulkTagContacts(), {
    success: ({ affected, job }) =>
      job
        ? `Adding the tag to ${contactsCount(affected)} in the background`
        : `Tag added to ${contactsCount(affected)}`,
    error: 'Failed to update contacts',
  });
  const submit = form.handleSubmit(async (input) => {
    onDone(await bulkTag.mutateAsync(input));
  });
  return (
    <form className={formStyles.form} onSubmit={submit} noValidate>
      <TextField label="Tag" autoFocus {...form.field('tag')} />
      {counted && (
        // The confirmation names exactly what changes: the tag, how many, and the filter.
        <p aria-live="polite">
          {`Add ${form.values.tag.trim() ? `tag "${form.values.tag.trim()}"` : 'a tag'} to ${selectionText(counted)}.`}
        </p>
      )}
      {(form.errors.ids ?? form.errors.filter) && (
        // The selection broke a contract rule (too many ids at once): nothing was sent.
        <p className={formStyles.error} role="alert">
          {form.errors.ids ?? form.errors.filter}
        </p>
      )}
      <FormActions
        onCancel={onCancel}
        submitLabel="Add Tag"
        isSubmitting={form.isSubmitting}
        isDisabled={!counted}
      />
    </form>
  );
}

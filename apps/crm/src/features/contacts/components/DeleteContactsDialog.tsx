import { AlertDialog } from '@crm/ui';
import type { Contact, ContactBulkResult } from '@crm/api-client';
import { useBulkDeleteContacts, useDeleteContact } from '@crm/api-client/react';
import type { DialogStateProps } from '../../../hooks/useDialogState';
import { useToastMutation } from '../../../hooks/useToastMutation';
import { contactName } from '../lib/contactCells';
import { useExactSelection } from '../hooks/useExactSelection';
import {
  type ContactSelection,
  contactsCount,
  selectionBody,
  selectionText,
} from '../lib/contactSelection';

/** One contact from its row menu, or the selected contacts from the bulk bar. */
export type DeleteTarget = { contact: Contact } | { selection: ContactSelection };

export interface DeleteContactsDialogProps extends DialogStateProps {
  target: DeleteTarget;
  /**
   * Called after the contacts were deleted (a selection's with the server's answer, which holds
   * the background job of a large one).
   * @default undefined
   */
  onDone?: (answer?: ContactBulkResult) => void;
}

/** The delete confirm; for a selection it says how many contacts go. */
export function DeleteContactsDialog({
  isOpen,
  onOpenChange,
  target,
  onDone,
}: DeleteContactsDialogProps) {
  const deleteOne = useToastMutation(useDeleteContact(), {
    success: 'Contact deleted successfully',
    error: 'Failed to delete contact',
  });
  const deleteMany = useToastMutation(useBulkDeleteContacts(), {
    success: ({ affected, job }) =>
      job
        ? `Deleting ${contactsCount(affected)} in the background`
        : `${contactsCount(affected)} deleted successfully`,
    error: 'Failed to delete contacts',
  });
  const single = 'contact' in target;
  // Asked with the exact number: a filter's matches are counted first.
  const exact = useExactSelection(single ? { ids: [], count: 0 } : target.selection);
  return (
    <AlertDialog
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      title={
        single
          ? 'Are you sure you want to delete this contact?'
          : exact.selection
            ? `Are you sure you want to delete ${selectionText(exact.selection)}?`
            : exact.isError
              ? 'The matching contacts could not be counted. Please try again.'
              : 'Counting the matching contacts…'
      }
      confirmLabel="Delete"
      isConfirmDisabled={!single && !exact.selection}
      onConfirm={() => {
        if (single) deleteOne.mutate(target.contact.id, { onSuccess: () => onDone?.() });
        else
          deleteMany.mutate(selectionBody(target.selection), {
            onSuccess: (answer) => onDone?.(answer),
          });
      }}
    >
      {single
        ? `${contactName(target.contact)} will be removed. This cannot be undone.`
        : 'They will be removed. This cannot be undone.'}
    </AlertDialog>
  );
}

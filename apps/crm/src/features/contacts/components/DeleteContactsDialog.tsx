import { AlertDialog } from '@crm/ui';
import type { Contact } from '@crm/api-client';
import { useBulkDeleteContacts, useDeleteContact } from '@crm/api-client/react';
import type { DialogStateProps } from '../../../hooks/useDialogState';
import { useToastMutation } from '../../../hooks/useToastMutation';
import { contactName } from '../lib/contactCells';
import { type ContactSelection, contactsCount, selectionBody } from '../lib/contactSelection';

/** One contact from its row menu, or the selected contacts from the bulk bar. */
export type DeleteTarget = { contact: Contact } | { selection: ContactSelection };

export interface DeleteContactsDialogProps extends DialogStateProps {
  target: DeleteTarget;
  /**
   * Called after the contacts were deleted.
   * @default undefined
   */
  onDone?: () => void;
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
    success: ({ affected }) => `${contactsCount(affected)} deleted successfully`,
    error: 'Failed to delete contacts',
  });
  const single = 'contact' in target;
  return (
    <AlertDialog
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      title={
        single
          ? 'Are you sure you want to delete this contact?'
          : `Are you sure you want to delete ${contactsCount(target.selection.count)}?`
      }
      confirmLabel="Delete"
      onConfirm={() => {
        if (single) deleteOne.mutate(target.contact.id, { onSuccess: onDone });
        else deleteMany.mutate(selectionBody(target.selection), { onSuccess: onDone });
      }}
    >
      {single
        ? `${contactName(target.contact)} will be removed. This cannot be undone.`
        : 'They will be removed. This cannot be undone.'}
    </AlertDialog>
  );
}

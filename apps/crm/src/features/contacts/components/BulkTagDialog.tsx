import { useState } from 'react';
import { Button, Dialog, Modal, TextField } from '@crm/ui';
import { useBulkTagContacts } from '@crm/api-client/react';
import { useToastMutation } from '../../../hooks/useToastMutation';
import { type ContactSelection, contactsCount, selectionBody } from '../lib/contactSelection';
import { tagError } from './TagEditor';
import * as styles from './ContactsScreen.css';

export interface BulkTagDialogProps {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  /** The contacts to tag. */
  selection: ContactSelection;
  /** Called after the tag was added. */
  onDone?: () => void;
}

/** Adds one tag to every selected contact (a contact that has it keeps it once). */
export function BulkTagDialog({ isOpen, onOpenChange, selection, onDone }: BulkTagDialogProps) {
  const [tag, setTag] = useState('');
  const [error, setError] = useState<string>();
  const bulkTag = useToastMutation(useBulkTagContacts(), {
    success: ({ affected }) => `Tag added to ${contactsCount(affected)}`,
    error: 'Failed to update contacts',
  });
  const close = () => {
    setTag('');
    setError(undefined);
    onOpenChange(false);
  };
  return (
    <Modal size="sm" isOpen={isOpen} onOpenChange={(open) => (open ? onOpenChange(true) : close())}>
      <Dialog title="Add Tag" description={`Add a tag to ${contactsCount(selection.count)}.`}>
        <form
          className={styles.form}
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            const value = tag.trim();
            const problem = tagError(value, []);
            if (problem) return setError(problem);
            bulkTag.mutate(
              { ...selectionBody(selection), tag: value },
              {
                onSuccess: () => {
                  close();
                  onDone?.();
                },
              },
            );
          }}
        >
          <TextField
            label="Tag"
            autoFocus
            value={tag}
            onChange={(value) => {
              setTag(value);
              setError(undefined);
            }}
            isInvalid={Boolean(error)}
            errorMessage={error}
          />
          <div className={styles.formActions}>
            <Button variant="secondary" onPress={close}>
              Cancel
            </Button>
            <Button type="submit" isDisabled={bulkTag.isPending}>
              Add Tag
            </Button>
          </div>
        </form>
      </Dialog>
    </Modal>
  );
}

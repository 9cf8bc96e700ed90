import { useState } from 'react';
import { Button, Dialog, Modal } from '@crm/ui';
import type { Contact } from '@crm/api-client';
import { useUpdateContact } from '@crm/api-client/react';
import { useToastMutation } from '../../../hooks/useToastMutation';
import { contactName } from '../lib/contactCells';
import { TagEditor } from './TagEditor';
import * as styles from './ContactsScreen.css';

export interface ManageTagsDialogProps {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  contact: Contact;
}

/**
 * Manage Tags: adds and removes the contact's tags, saved through PATCH with the whole list (the
 * spec shows only a notice here).
 */
export function ManageTagsDialog({ isOpen, onOpenChange, contact }: ManageTagsDialogProps) {
  return (
    <Modal size="md" isOpen={isOpen} onOpenChange={onOpenChange}>
      <Dialog title="Manage Tags" description={`Tags of ${contactName(contact)}.`}>
        <ManageTagsForm contact={contact} onDone={() => onOpenChange(false)} />
      </Dialog>
    </Modal>
  );
}

function ManageTagsForm({ contact, onDone }: { contact: Contact; onDone: () => void }) {
  const [tags, setTags] = useState(contact.tags);
  const update = useToastMutation(useUpdateContact(), {
    success: 'Contact updated successfully',
    error: 'Failed to update contact',
  });
  return (
    <form
      className={styles.form}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        update.mutate({ id: contact.id, input: { tags } }, { onSuccess: onDone });
      }}
    >
      <TagEditor tags={tags} onChange={setTags} />
      <div className={styles.formActions}>
        <Button variant="secondary" onPress={onDone}>
          Cancel
        </Button>
        <Button type="submit" isDisabled={update.isPending}>
          Save Tags
        </Button>
      </div>
    </form>
  );
}

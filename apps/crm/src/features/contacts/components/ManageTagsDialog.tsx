import { Dialog, Modal } from '@crm/ui';
import { ContactUpdateInputSchema, type Contact } from '@crm/api-client';
import { useUpdateContact } from '@crm/api-client/react';
import { FormActions } from '../../../components/FormActions';
import type { DialogStateProps } from '../../../hooks/useDialogState';
import { useForm } from '../../../hooks/useForm';
import { useToastMutation } from '../../../hooks/useToastMutation';
import * as formStyles from '../../../styles/form.css';
import { contactName } from '../lib/contactCells';
import { TagEditor } from './TagEditor';

export interface ManageTagsDialogProps extends DialogStateProps {
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
  const form = useForm(ContactUpdateInputSchema, { tags: contact.tags });
  const update = useToastMutation(useUpdateContact(), {
    success: 'Contact updated successfully',
    error: 'Failed to update contact',
  });
  const submit = form.handleSubmit(async (input) => {
    await update.mutateAsync({ id: contact.id, input });
    onDone();
  });
  return (
    <form className={formStyles.form} onSubmit={submit} noValidate>
      <TagEditor {...form.field('tags')} />
      <FormActions onCancel={onDone} submitLabel="Save Tags" isSubmitting={form.isSubmitting} />
    </form>
  );
}

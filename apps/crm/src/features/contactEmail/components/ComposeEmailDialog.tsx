import { Dialog, Modal, TextArea, TextField } from '@crm/ui';
import { ComposeEmailFormSchema, type Contact } from '@crm/api-client';
import { useSendContactEmail } from '@crm/api-client/react';
import { FormActions } from '../../../components/FormActions';
import { OutboxModeNotice } from '../../../components/OutboxModeNotice';
import type { DialogStateProps } from '../../../hooks/useDialogState';
import { useForm } from '../../../hooks/useForm';
import { useToastMutation } from '../../../hooks/useToastMutation';
import * as formStyles from '../../../styles/form.css';

export interface ComposeEmailDialogProps extends DialogStateProps {
  /** The recipient. */
  contact: Contact;
}

/**
 * Compose Email: To is the contact's email (read-only); the message greets them by first name.
 * It really sends (`POST /api/contacts/{id}/email`), through SMTP or, with none configured, into
 * the local Outbox, which the dialog then says.
 */
export function ComposeEmailDialog({ isOpen, onOpenChange, contact }: ComposeEmailDialogProps) {
  return (
    <Modal size="lg" isOpen={isOpen} onOpenChange={onOpenChange}>
      <Dialog
        title="Compose Email"
        description={`Write to ${`${contact.firstName} ${contact.lastName}`.trim() || contact.email}.`}
      >
        <ComposeEmailForm contact={contact} onDone={() => onOpenChange(false)} />
      </Dialog>
    </Modal>
  );
}

function ComposeEmailForm({ contact, onDone }: { contact: Contact; onDone: () => void }) {
  const form = useForm(ComposeEmailFormSchema, {
    subject: '',
    // An imported contact may have only an address: "Hi there," rather than "Hi ,".
    message: `Hi ${contact.firstName.trim() || 'there'},\n\n`,
  });
  const send = useToastMutation(useSendContactEmail(), {
    // The spec's toast, titled so that a message kept in the outbox is not taken for delivered.
    success: ({ mode }) => ({
      title: mode === 'outbox' ? 'Kept in the local Outbox' : 'Email sent',
      description: `Email sent to ${contact.email}`,
    }),
    error: 'Failed to send email',
  });
  const submit = form.handleSubmit(async (input) => {
    await send.mutateAsync({ ...input, contactId: contact.id });
    form.reset();
    onDone();
  });
  return (
    <form className={formStyles.form} onSubmit={submit} noValidate>
      <OutboxModeNotice />
      <TextField label="To" value={contact.email} isReadOnly />
      <TextField label="Subject" autoFocus {...form.field('subject')} />
      <TextArea label="Message" rows={8} {...form.field('message')} />
      <FormActions onCancel={onDone} submitLabel="Send Email" isSubmitting={form.isSubmitting} />
    </form>
  );
}

import { Button, Dialog, Modal, TextArea, TextField } from '@crm/ui';
import { ComposeEmailFormSchema, type Contact } from '@crm/api-client';
import { useSchemaForm } from '../../../hooks/useSchemaForm';
import { useToastMutation } from '../../../hooks/useToastMutation';
import { useSendContactEmail } from '../hooks/useSendContactEmail';
import * as styles from './ContactsScreen.css';

export interface ComposeEmailDialogProps {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  /** The recipient. */
  contact: Contact;
}

/** Compose Email: To is the contact's email (read-only); the message greets them by first name. */
export function ComposeEmailDialog({ isOpen, onOpenChange, contact }: ComposeEmailDialogProps) {
  return (
    <Modal size="lg" isOpen={isOpen} onOpenChange={onOpenChange}>
      <Dialog title="Compose Email" description={`Write to ${contact.firstName}.`}>
        <ComposeEmailForm contact={contact} onDone={() => onOpenChange(false)} />
      </Dialog>
    </Modal>
  );
}

function ComposeEmailForm({ contact, onDone }: { contact: Contact; onDone: () => void }) {
  const form = useSchemaForm(ComposeEmailFormSchema, {
    subject: '',
    message: `Hi ${contact.firstName},\n\n`,
  });
  const send = useToastMutation(useSendContactEmail(), {
    success: ({ to }) => ({ title: 'Email sent', description: `Email sent to ${to}` }),
    error: 'Failed to send email',
  });
  const submit = form.handleSubmit(async (input) => {
    await send.mutateAsync({ ...input, contact });
    form.reset();
    onDone();
  });
  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      <TextField label="To" value={contact.email} isReadOnly />
      <TextField label="Subject" autoFocus {...form.field('subject')} />
      <TextArea label="Message" rows={8} {...form.field('message')} />
      <div className={styles.formActions}>
        <Button variant="secondary" onPress={onDone}>
          Cancel
        </Button>
        <Button type="submit" isDisabled={form.isSubmitting}>
          Send Email
        </Button>
      </div>
    </form>
  );
}

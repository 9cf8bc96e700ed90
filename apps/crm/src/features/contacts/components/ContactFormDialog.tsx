import { useState } from 'react';
import { Button, Dialog, Modal, Select, SelectItem, TextField } from '@crm/ui';
import {
  type Contact,
  ContactCreateInputSchema,
  ContactUpdateInputSchema,
  DEFAULT_CONTACT_STATUS,
} from '@crm/api-client';
import { useCreateContact, useUpdateContact } from '@crm/api-client/react';
import { useSchemaForm } from '../../../hooks/useSchemaForm';
import { useToastMutation } from '../../../hooks/useToastMutation';
import { CONTACT_STATUS_OPTIONS, statusLabel } from '../lib/contactStatuses';
import { ContactEngagement } from './ContactEngagement';
import { CustomFieldsEditor, customFieldRows, customFieldsOf } from './CustomFieldsEditor';
import { TagEditor } from './TagEditor';
import * as styles from './ContactsScreen.css';

const blank = { firstName: '', lastName: '', email: '', phone: '', company: '', position: '' };

export interface ContactFormDialogProps {
  /** Whether the dialog is open. */
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  /**
   * The contact to edit; without one the dialog adds a new contact.
   * @default undefined
   */
  contact?: Contact;
}

/** Add New Contact, or Edit Contact when given a contact (spec sections 2 and 5). */
export function ContactFormDialog({ isOpen, onOpenChange, contact }: ContactFormDialogProps) {
  return (
    <Modal size={contact ? 'lg' : 'md'} isOpen={isOpen} onOpenChange={onOpenChange}>
      <Dialog
        title={contact ? 'Edit Contact' : 'Add New Contact'}
        description={
          contact
            ? 'Change the contact’s details, status, tags and custom fields; see their engagement.'
            : 'First name, last name and email are required.'
        }
      >
        {contact ? (
          <EditContactForm contact={contact} onDone={() => onOpenChange(false)} />
        ) : (
          <AddContactForm onDone={() => onOpenChange(false)} />
        )}
      </Dialog>
    </Modal>
  );
}

function FormActions({
  onCancel,
  isSubmitting,
  label,
}: {
  onCancel: () => void;
  isSubmitting: boolean;
  label: string;
}) {
  return (
    <div className={styles.formActions}>
      <Button variant="secondary" onPress={onCancel}>
        Cancel
      </Button>
      <Button type="submit" isDisabled={isSubmitting}>
        {label}
      </Button>
    </div>
  );
}

function AddContactForm({ onDone }: { onDone: () => void }) {
  const form = useSchemaForm(ContactCreateInputSchema, blank);
  const create = useToastMutation(useCreateContact(), {
    success: 'Contact added successfully',
    error: 'Failed to add contact',
  });
  const submit = form.handleSubmit(async (input) => {
    await create.mutateAsync(input);
    form.reset();
    onDone();
  });
  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      <div className={styles.formGrid}>
        <TextField label="First Name" autoFocus {...form.field('firstName')} />
        <TextField label="Last Name" {...form.field('lastName')} />
      </div>
      <TextField label="Email" type="email" {...form.field('email')} />
      <TextField label="Phone" type="tel" {...form.field('phone')} />
      <div className={styles.formGrid}>
        <TextField label="Company" {...form.field('company')} />
        <TextField label="Position" {...form.field('position')} />
      </div>
      <FormActions onCancel={onDone} isSubmitting={form.isSubmitting} label="Add Contact" />
    </form>
  );
}

function EditContactForm({ contact, onDone }: { contact: Contact; onDone: () => void }) {
  const [initial] = useState(() => ({
    firstName: contact.firstName,
    lastName: contact.lastName,
    email: contact.email,
    phone: contact.phone ?? '',
    company: contact.company ?? '',
    position: contact.position ?? '',
    status: contact.status || DEFAULT_CONTACT_STATUS,
    leadSource: contact.leadSource ?? '',
  }));
  const form = useSchemaForm(ContactUpdateInputSchema, initial);
  const [tags, setTags] = useState(contact.tags);
  const [fields, setFields] = useState(() => customFieldRows(contact.customFields));
  const update = useToastMutation(useUpdateContact(), {
    success: 'Contact updated successfully',
    error: 'Failed to update contact',
  });
  // An imported status outside the usual four stays selectable.
  const statuses = CONTACT_STATUS_OPTIONS.includes(
    initial.status as (typeof CONTACT_STATUS_OPTIONS)[number],
  )
    ? CONTACT_STATUS_OPTIONS
    : [...CONTACT_STATUS_OPTIONS, initial.status];

  const submit = form.handleSubmit(async (input) => {
    await update.mutateAsync({
      id: contact.id,
      input: { ...input, tags, customFields: customFieldsOf(fields, contact.customFields) },
    });
    onDone();
  });

  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      <div className={styles.formGrid}>
        <TextField label="First Name" {...form.field('firstName')} />
        <TextField label="Last Name" {...form.field('lastName')} />
        <TextField label="Email" type="email" {...form.field('email')} />
        <TextField label="Phone" type="tel" {...form.field('phone')} />
        <TextField label="Company" {...form.field('company')} />
        <TextField label="Position" {...form.field('position')} />
        <Select label="Status" {...form.field('status')}>
          {statuses.map((status) => (
            <SelectItem key={status} id={status}>
              {statusLabel(status)}
            </SelectItem>
          ))}
        </Select>
        <TextField label="Lead Source" {...form.field('leadSource')} />
      </div>
      <TagEditor tags={tags} onChange={setTags} />
      <CustomFieldsEditor rows={fields} onChange={setFields} />
      <ContactEngagement contact={contact} />
      <FormActions onCancel={onDone} isSubmitting={form.isSubmitting} label="Save Changes" />
    </form>
  );
}

import { Dialog, Modal, Select, SelectItem, TextField } from '@crm/ui';
import {
  type Contact,
  ContactCreateInputSchema,
  ContactUpdateInputSchema,
  DEFAULT_CONTACT_STATUS,
} from '@crm/api-client';
import { useCreateContact, useUpdateContact } from '@crm/api-client/react';
import {
  CustomFieldsEditor,
  customFieldRows,
  customFieldsOf,
} from '../../../components/CustomFieldsEditor';
import { FormActions } from '../../../components/FormActions';
import { PlanLimitNotice } from '../../../components/PlanLimitNotice';
import type { DialogStateProps } from '../../../hooks/useDialogState';
import { useForm } from '../../../hooks/useForm';
import { useToastMutation } from '../../../hooks/useToastMutation';
import * as formStyles from '../../../styles/form.css';
import {
  leavesOptOut,
  optOutReasonHint,
  statusChoices,
  statusLabel,
} from '../../../lib/contactStatuses';
import { ContactEngagement } from './ContactEngagement';
import { ContactConsents } from './ContactConsents';
import { ContactDataExport } from './ContactDataExport';
import { ContactErasure } from './ContactErasure';
import { ContactWorkflows } from './ContactWorkflows';
import { TagEditor } from './TagEditor';

const blank = { firstName: '', lastName: '', email: '', phone: '', company: '', position: '' };

export interface ContactFormDialogProps extends DialogStateProps {
  /**
   * The contact to edit; without one the dialog adds a new contact.
   * @default undefined
   */
  contact?: Contact;
}

/** Add New Contact, or Edit Contact when given a contact (spec sections 2 and 5). */
export function ContactFormDialog({ isOpen, onOpenChange, contact }: ContactFormDialogProps) {
  const close = () => onOpenChange(false);
  return (
    <Modal size={contact ? 'lg' : 'md'} isOpen={isOpen} onOpenChange={onOpenChange}>
      <Dialog
        title={contact ? 'Edit Contact' : 'Add New Contact'}
        description={
          contact
            ? 'Change the contact’s details, status, tags and custom fields; see their engagement, workflows and consent.'
            : 'First name, last name and email are required.'
        }
      >
        {contact ? (
          <EditContactForm contact={contact} onDone={close} />
        ) : (
          <AddContactForm onDone={close} />
        )}
      </Dialog>
    </Modal>
  );
}

function AddContactForm({ onDone }: { onDone: () => void }) {
  const form = useForm(ContactCreateInputSchema, blank);
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
    <form className={formStyles.form} onSubmit={submit} noValidate>
      <div className={formStyles.fieldRow}>
        <TextField label="First Name" autoFocus {...form.field('firstName')} />
        <TextField label="Last Name" {...form.field('lastName')} />
      </div>
      <TextField label="Email" type="email" {...form.field('email')} />
      <TextField label="Phone" type="tel" {...form.field('phone')} />
      <div className={formStyles.fieldRow}>
        <TextField label="Company" {...form.field('company')} />
        <TextField label="Position" {...form.field('position')} />
      </div>
      <PlanLimitNotice error={create.error} />
      <FormActions onCancel={onDone} submitLabel="Add Contact" isSubmitting={form.isSubmitting} />
    </form>
  );
}

function EditContactForm({ contact, onDone }: { contact: Contact; onDone: () => void }) {
  const status = contact.status || DEFAULT_CONTACT_STATUS;
  const form = useForm(
    ContactUpdateInputSchema,
    {
      firstName: contact.firstName,
      lastName: contact.lastName,
      email: contact.email,
      phone: contact.phone ?? '',
      company: contact.company ?? '',
      position: contact.position ?? '',
      status,
      leadSource: contact.leadSource ?? '',
      tags: contact.tags,
      customFields: customFieldRows(contact.customFields),
      statusChangeReason: '',
    },
    {
      toInput: ({ customFields, statusChangeReason, ...values }) => ({
        ...values,
        customFields: customFieldsOf(customFields, contact.customFields),
        // Asked, and sent, only when the contact leaves an opt-out: then the contract requires it.
        ...(leavesOptOut(status, values.status) ? { statusChangeReason } : {}),
      }),
    },
  );
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
      <div className={formStyles.fieldRow}>
        <TextField label="First Name" {...form.field('firstName')} />
        <TextField label="Last Name" {...form.field('lastName')} />
        <TextField label="Email" type="email" {...form.field('email')} />
        <TextField label="Phone" type="tel" {...form.field('phone')} />
        <TextField label="Company" {...form.field('company')} />
        <TextField label="Position" {...form.field('position')} />
        <Select label="Status" {...form.field('status')}>
          {statusChoices(status).map((option) => (
            <SelectItem key={option} id={option}>
              {statusLabel(option)}
            </SelectItem>
          ))}
        </Select>
        <TextField label="Lead Source" {...form.field('leadSource')} />
      </div>
      {leavesOptOut(status, form.values.status) && (
        <TextField
          label="Reason"
          description={optOutReasonHint(status)}
          isRequired
          {...form.field('statusChangeReason')}
        />
      )}
      <TagEditor {...form.field('tags')} />
      <CustomFieldsEditor {...form.field('customFields')} />
      <ContactEngagement contact={contact} />
      <ContactWorkflows contact={contact} />
      <ContactConsents contact={contact} />
      <ContactDataExport contact={contact}>
        <ContactErasure contact={contact} onErased={onDone} />
      </ContactDataExport>
      <FormActions onCancel={onDone} submitLabel="Save Changes" isSubmitting={form.isSubmitting} />
    </form>
  );
}

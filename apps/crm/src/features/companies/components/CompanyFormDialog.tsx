import { Dialog, Modal, TextArea, TextField } from '@crm/ui';
import { type Company, CompanyInputSchema, type CompanyData, isApiError } from '@crm/api-client';
import { useCreateCompany, useUpdateCompany } from '@crm/api-client/react';
import {
  CustomFieldsEditor,
  customFieldRows,
  customFieldsOf,
} from '../../../components/CustomFieldsEditor';
import { FormActions } from '../../../components/FormActions';
import type { DialogStateProps } from '../../../hooks/useDialogState';
import { useForm } from '../../../hooks/useForm';
import { useToastMutation } from '../../../hooks/useToastMutation';
import * as formStyles from '../../../styles/form.css';

export interface CompanyFormDialogProps extends DialogStateProps {
  /**
   * The company to edit; without one the dialog adds a company.
   * @default undefined
   */
  company?: Company;
}

const text = (value: string | null | undefined) => value ?? '';

/** Add Company and Edit Company: the contract's own messages; a taken name shows on the name. */
export function CompanyFormDialog({ isOpen, onOpenChange, company }: CompanyFormDialogProps) {
  const isEdit = company !== undefined;
  const original = company?.customFields ?? {};
  const form = useForm(
    CompanyInputSchema,
    {
      name: text(company?.name),
      domain: text(company?.domain),
      phone: text(company?.phone),
      address: text(company?.address),
      industry: text(company?.industry),
      size: text(company?.size),
      customFields: customFieldRows(original),
    },
    {
      toInput: ({ customFields, ...values }) => ({
        ...values,
        customFields: customFieldsOf(customFields, original),
      }),
    },
  );
  const create = useToastMutation(useCreateCompany(), {
    success: 'Company added successfully',
    error: 'Failed to add company',
  });
  const update = useToastMutation(useUpdateCompany(), {
    success: 'Company updated successfully',
    error: 'Failed to update company',
  });
  const close = () => onOpenChange(false);
  const save = async (input: CompanyData) => {
    try {
      if (company) await update.mutateAsync({ id: company.id, input });
      else await create.mutateAsync(input);
      close();
    } catch (failure) {
      // A taken name or a domain the server refused shows on its field, as the browser's checks do.
      if (isApiError(failure) && failure.field && failure.serverMessage)
        form.setError(failure.field, failure.serverMessage);
      throw failure;
    }
  };
  return (
    <Modal isOpen={isOpen} onOpenChange={onOpenChange}>
      <Dialog title={isEdit ? 'Edit Company' : 'Add Company'}>
        <form className={formStyles.form} noValidate onSubmit={form.handleSubmit(save)}>
          <TextField label="Name" isRequired maxLength={200} {...form.field('name')} />
          <TextField label="Domain" placeholder="example.com" {...form.field('domain')} />
          <TextField label="Phone" type="tel" maxLength={50} {...form.field('phone')} />
          <TextField label="Industry" maxLength={200} {...form.field('industry')} />
          <TextField label="Size" placeholder="51-200" maxLength={50} {...form.field('size')} />
          <TextArea label="Address" {...form.field('address')} />
          <CustomFieldsEditor {...form.field('customFields')} />
          <FormActions
            onCancel={close}
            submitLabel={isEdit ? 'Save Changes' : 'Add Company'}
            pendingLabel="Saving..."
            isSubmitting={form.isSubmitting}
          />
        </form>
      </Dialog>
    </Modal>
  );
}

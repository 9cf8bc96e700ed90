import type { ComponentType } from 'react';
import { Dialog, Modal } from '@crm/ui';
import { useCreateForm } from '@crm/api-client/react';
import type { DialogStateProps } from '../../../hooks/useDialogState';
import { useToastMutation } from '../../../hooks/useToastMutation';
import type { EmailDesignerProps } from '../lib/confirmationDraft';
import { EMPTY_FORM } from '../lib/formDraft';
import { FormEditor } from './FormEditor';

export interface CreateFormDialogProps extends DialogStateProps {
  /** The email builder's dialog, for the confirmation email (composed in by the route). */
  EmailDesigner: ComponentType<EmailDesignerProps>;
}

/** The Create Form dialog: a new form asks for email and first name, with double opt-in on. */
export function CreateFormDialog({ isOpen, onOpenChange, EmailDesigner }: CreateFormDialogProps) {
  const createForm = useToastMutation(useCreateForm(), {
    success: 'Form created successfully',
    error: 'Failed to create form',
  });
  const close = () => onOpenChange(false);
  return (
    <Modal size="lg" isOpen={isOpen} onOpenChange={onOpenChange}>
      <Dialog
        title="Create Form"
        description="A signup form for your website: people who fill it in become contacts."
      >
        <FormEditor
          initialValues={EMPTY_FORM}
          submitLabel="Create Form"
          pendingLabel="Creating..."
          onCancel={close}
          EmailDesigner={EmailDesigner}
          onSubmit={async (input) => {
            await createForm.mutateAsync(input);
            close();
          }}
        />
      </Dialog>
    </Modal>
  );
}

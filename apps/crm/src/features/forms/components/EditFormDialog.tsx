import type { ComponentType } from 'react';
import { Dialog, Modal } from '@crm/ui';
import type { Form } from '@crm/api-client';
import { useUpdateForm } from '@crm/api-client/react';
import type { DialogStateProps } from '../../../hooks/useDialogState';
import { useToastMutation } from '../../../hooks/useToastMutation';
import type { EmailDesignerProps } from '../lib/confirmationDraft';
import { formToDraft } from '../lib/formDraft';
import { FormEditor } from './FormEditor';

export interface EditFormDialogProps extends DialogStateProps {
  /** The form being edited. */
  form: Form;
  /** The email builder's dialog, for the confirmation email (composed in by the route). */
  EmailDesigner: ComponentType<EmailDesignerProps>;
}

/** Edit Form: the Create dialog's editor with the form's definition. */
export function EditFormDialog({ isOpen, onOpenChange, form, EmailDesigner }: EditFormDialogProps) {
  const updateForm = useToastMutation(useUpdateForm(), {
    success: 'Form updated successfully',
    error: 'Failed to update form',
  });
  const close = () => onOpenChange(false);
  return (
    <Modal size="lg" isOpen={isOpen} onOpenChange={onOpenChange}>
      <Dialog
        title="Edit Form"
        description="Changes apply to the hosted page and embeds at once; consent records keep the version each person saw."
      >
        <FormEditor
          initialValues={formToDraft(form)}
          submitLabel="Save Changes"
          pendingLabel="Saving..."
          onCancel={close}
          EmailDesigner={EmailDesigner}
          onSubmit={async (input) => {
            await updateForm.mutateAsync({ id: form.id, input });
            close();
          }}
        />
      </Dialog>
    </Modal>
  );
}

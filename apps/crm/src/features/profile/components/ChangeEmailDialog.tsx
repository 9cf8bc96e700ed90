import { useState } from 'react';
import { Button, Dialog, Modal, PasswordField, TextField } from '@crm/ui';
import { EmailChangeInputSchema, isApiError } from '@crm/api-client';
import { useChangeEmail } from '@crm/api-client/react';
import { FormActions } from '../../../components/FormActions';
import type { DialogStateProps } from '../../../hooks/useDialogState';
import { useForm } from '../../../hooks/useForm';
import * as formStyles from '../../../styles/form.css';

/**
 * Change email: the new address and the password. Nothing changes until the link mailed to the
 * new address is opened; the dialog says so in place of the form.
 */
export function ChangeEmailDialog({ isOpen, onOpenChange }: DialogStateProps) {
  const change = useChangeEmail();
  const form = useForm(EmailChangeInputSchema, { email: '', password: '' });
  const [sent, setSent] = useState<string>();
  const close = () => onOpenChange(false);
  const submit = form.handleSubmit(async (input) => {
    try {
      setSent((await change.mutateAsync(input)).message);
    } catch (error) {
      const field = isApiError(error) ? error.field : undefined;
      form.setError(
        field === 'password' ? 'password' : 'email',
        isApiError(error)
          ? (error.serverMessage ?? 'Failed to change email')
          : 'Failed to change email',
      );
    }
  });
  return (
    <Modal size="sm" isOpen={isOpen} onOpenChange={onOpenChange}>
      <Dialog
        title="Change email"
        description="We send a link to the new address; your email changes when you open it."
      >
        {sent ? (
          <div className={formStyles.form}>
            <p role="status">{sent}</p>
            <div className={formStyles.actions}>
              <Button onPress={close}>Close</Button>
            </div>
          </div>
        ) : (
          <form className={formStyles.form} onSubmit={submit} noValidate>
            <TextField
              label="New email"
              type="email"
              autoComplete="email"
              {...form.field('email')}
            />
            <PasswordField
              label="Password"
              autoComplete="current-password"
              {...form.field('password')}
            />
            <FormActions
              onCancel={close}
              submitLabel="Send link"
              pendingLabel="Sending..."
              isSubmitting={form.isSubmitting}
            />
          </form>
        )}
      </Dialog>
    </Modal>
  );
}

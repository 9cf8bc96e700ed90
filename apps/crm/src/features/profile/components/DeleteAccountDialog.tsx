import { Button, Dialog, Modal, PasswordField } from '@crm/ui';
import { DeleteAccountInputSchema, getErrorMessage, isApiError } from '@crm/api-client';
import { useDeleteAccount } from '@crm/api-client/react';
import type { DialogStateProps } from '../../../hooks/useDialogState';
import { useForm } from '../../../hooks/useForm';
import * as formStyles from '../../../styles/form.css';

export interface DeleteAccountDialogProps extends DialogStateProps {
  /** The account and every record of it are gone: sign out. */
  onDeleted: () => void;
}

/**
 * Delete account (the privacy policy promises it): every contact, campaign, template, workflow,
 * message and setting goes with it, once the password is typed. A wrong password keeps it open.
 */
export function DeleteAccountDialog({ isOpen, onOpenChange, onDeleted }: DeleteAccountDialogProps) {
  const remove = useDeleteAccount();
  const form = useForm(DeleteAccountInputSchema, { password: '' });
  const submit = form.handleSubmit(async (input) => {
    try {
      await remove.mutateAsync(input);
    } catch (error) {
      form.setError(
        'password',
        isApiError(error) && error.field === 'password'
          ? (error.serverMessage ?? 'Password is incorrect')
          : getErrorMessage(error, 'Failed to delete the account'),
      );
      return;
    }
    onDeleted();
  });
  return (
    <Modal size="sm" isOpen={isOpen} onOpenChange={onOpenChange}>
      <Dialog
        role="alertdialog"
        title="Delete your account?"
        description="Your account and every record of it are deleted for good: contacts, campaigns, templates, workflows, sent messages and settings. Download your data first if you want a copy."
      >
        <form className={formStyles.form} onSubmit={submit} noValidate>
          <PasswordField
            label="Type your password to confirm"
            autoComplete="current-password"
            {...form.field('password')}
          />
          <div className={formStyles.actions}>
            <Button variant="secondary" onPress={() => onOpenChange(false)}>
              Cancel
            </Button>
            <Button type="submit" variant="destructive" isDisabled={form.isSubmitting}>
              {form.isSubmitting ? 'Deleting...' : 'Delete account'}
            </Button>
          </div>
        </form>
      </Dialog>
    </Modal>
  );
}

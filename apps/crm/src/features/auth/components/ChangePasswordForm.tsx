import { useNavigate } from 'react-router-dom';
import { Button, Link, PasswordField, toast } from '@crm/ui';
import { ChangePasswordFormSchema, getErrorMessage } from '@crm/api-client';
import { useAuth } from '@crm/api-client/react';
import { paths } from '../../../config/paths';
import { useSchemaForm } from '../../../hooks/useSchemaForm';
import { AuthLayout } from './AuthLayout';
import * as styles from './AuthLayout.css';

const initialValues = { currentPassword: '', newPassword: '', confirmPassword: '' };

/** Change Password (spec sections 2, 5, 8): for a user whose temporary password must change. */
export function ChangePasswordForm() {
  const auth = useAuth();
  const navigate = useNavigate();
  const form = useSchemaForm(ChangePasswordFormSchema, initialValues);

  const submit = form.handleSubmit(async (parsed) => {
    try {
      await auth.changePassword({
        currentPassword: parsed.currentPassword,
        newPassword: parsed.newPassword,
      });
      toast({
        title: 'Password changed',
        description: 'Your password has been changed successfully.',
        variant: 'success',
      });
      navigate(paths.dashboard, { replace: true });
    } catch (error) {
      toast({
        title: 'Error',
        description: getErrorMessage(error, 'Failed to change password', {
          unexpected: 'An unexpected error occurred',
        }),
        variant: 'destructive',
      });
    }
  });

  return (
    <AuthLayout
      title="Change Password"
      subtitle="Your temporary password must be changed before you continue. Choose a new password of at least 8 characters."
      footer={<Link href={paths.login}>Back to log in</Link>}
    >
      <form className={styles.form} onSubmit={submit} noValidate>
        <PasswordField
          label="Current Password"
          autoComplete="current-password"
          {...form.field('currentPassword')}
        />
        <PasswordField
          label="New Password"
          autoComplete="new-password"
          {...form.field('newPassword')}
        />
        <PasswordField
          label="Confirm New Password"
          autoComplete="new-password"
          {...form.field('confirmPassword')}
        />
        <Button type="submit" isDisabled={form.isSubmitting}>
          {form.isSubmitting ? 'Changing password...' : 'Change Password'}
        </Button>
      </form>
    </AuthLayout>
  );
}

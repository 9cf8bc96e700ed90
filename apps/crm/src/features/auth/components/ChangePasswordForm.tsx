import { useNavigate } from 'react-router-dom';
import { Button, Link, PasswordField, toast } from '@crm/ui';
import {
  ChangePasswordFormSchema,
  COMMON_PASSWORD_MESSAGE,
  getErrorMessage,
} from '@crm/api-client';
import { useAuth } from '@crm/api-client/react';
import { paths } from '../../../config/paths';
import { useForm } from '../../../hooks/useForm';
import { useCommonPasswordCheck } from '../hooks/useCommonPasswordCheck';
import { AuthLayout } from './AuthLayout';
import * as styles from './AuthLayout.css';

const initialValues = { currentPassword: '', newPassword: '', confirmPassword: '' };

/**
 * Change Password (spec sections 2, 5, 8): mainly for a user whose temporary password must change,
 * also reached from the profile. Only the former is told about the temporary password, and offered
 * Log out: 'Back to log in' would bring them straight back here.
 */
export function ChangePasswordForm() {
  const auth = useAuth();
  const navigate = useNavigate();
  const form = useForm(ChangePasswordFormSchema, initialValues);
  const isCommonPassword = useCommonPasswordCheck();
  const isTemporary = auth.isAuthenticated && auth.requiresPasswordChange;

  const submit = form.handleSubmit(async (parsed) => {
    if (await isCommonPassword(parsed.newPassword)) {
      form.setError('newPassword', COMMON_PASSWORD_MESSAGE);
      return;
    }
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
      subtitle={
        isTemporary
          ? 'Your temporary password must be changed before you continue. Choose a new password of at least 8 characters.'
          : 'Choose a new password of at least 8 characters.'
      }
      footer={
        isTemporary ? (
          <Link href={paths.logout}>Log out</Link>
        ) : auth.isAuthenticated ? (
          <Link href={paths.profile}>Back to profile</Link>
        ) : (
          <Link href={paths.login}>Back to log in</Link>
        )
      }
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

import { useNavigate, useSearchParams } from 'react-router-dom';
import { Button, Link, PasswordField, toast } from '@crm/ui';
import {
  COMMON_PASSWORD_MESSAGE,
  getErrorMessage,
  isApiError,
  PASSWORD_RESET_LINK_INVALID,
  ResetPasswordFormSchema,
} from '@crm/api-client';
import { useResetPassword } from '@crm/api-client/react';
import { paths } from '../../../config/paths';
import { useForm } from '../../../hooks/useForm';
import { useCommonPasswordCheck } from '../hooks/useCommonPasswordCheck';
import { AuthLayout } from './AuthLayout';
import * as styles from './AuthLayout.css';

const initialValues = { newPassword: '', confirmPassword: '' };

/**
 * The page a reset link opens (`/reset-password?token=`): a new password twice. Every session of
 * the account ends on the server, so it goes on to log in with the new password.
 */
export function ResetPasswordForm() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const navigate = useNavigate();
  const reset = useResetPassword();
  const form = useForm(ResetPasswordFormSchema, initialValues);
  const isCommonPassword = useCommonPasswordCheck();
  const linkRefused = !token || (isApiError(reset.error) && reset.error.field === 'token');

  const submit = form.handleSubmit(async (parsed) => {
    if (await isCommonPassword(parsed.newPassword)) {
      form.setError('newPassword', COMMON_PASSWORD_MESSAGE);
      return;
    }
    try {
      await reset.mutateAsync({ token, newPassword: parsed.newPassword });
    } catch (error) {
      if (isApiError(error) && error.field === 'newPassword')
        form.setError('newPassword', error.serverMessage ?? COMMON_PASSWORD_MESSAGE);
      return;
    }
    toast({
      title: 'Password reset',
      description: 'Your password has been changed. Log in with your new password.',
      variant: 'success',
    });
    navigate(paths.login, { replace: true });
  });

  return (
    <AuthLayout
      title="Choose a new password"
      subtitle="At least 8 characters. Every device signed in to your account will be signed out."
      footer={<Link href={paths.login}>Back to log in</Link>}
    >
      {linkRefused ? (
        <div className={styles.form}>
          <p role="alert" className={styles.error}>
            {PASSWORD_RESET_LINK_INVALID}
          </p>
          <Link href={paths.forgotPassword}>Ask for a new link</Link>
        </div>
      ) : (
        <form className={styles.form} onSubmit={submit} noValidate>
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
          {reset.isError && !isApiError(reset.error) && (
            <p role="alert" className={styles.error}>
              {getErrorMessage(reset.error, 'Failed to reset the password')}
            </p>
          )}
          <Button type="submit" isDisabled={form.isSubmitting}>
            {form.isSubmitting ? 'Saving...' : 'Reset password'}
          </Button>
        </form>
      )}
    </AuthLayout>
  );
}

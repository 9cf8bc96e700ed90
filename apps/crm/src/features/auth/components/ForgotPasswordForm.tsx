import { Button, Link, TextField } from '@crm/ui';
import { ForgotPasswordInputSchema, getErrorMessage } from '@crm/api-client';
import { useForgotPassword } from '@crm/api-client/react';
import { paths } from '../../../config/paths';
import { useForm } from '../../../hooks/useForm';
import { AuthLayout } from './AuthLayout';
import * as styles from './AuthLayout.css';

const initialValues = { email: '' };

/**
 * Forgot password (issue 24 §3): asks for a reset link by email. The server answers the same
 * whether or not an account uses the address, and so does this page: its answer replaces the form.
 */
export function ForgotPasswordForm() {
  const request = useForgotPassword();
  const form = useForm(ForgotPasswordInputSchema, initialValues);
  const submit = form.handleSubmit(async (input) => {
    try {
      await request.mutateAsync(input);
    } catch {
      // Shown below from the mutation's error.
    }
  });

  return (
    <AuthLayout
      title="Forgot password"
      subtitle="Enter the email of your account and we will send you a link to choose a new password."
      footer={<Link href={paths.login}>Back to log in</Link>}
    >
      {request.isSuccess ? (
        <p role="status" className={styles.message}>
          {request.data.message}
        </p>
      ) : (
        <form className={styles.form} onSubmit={submit} noValidate>
          <TextField label="Email" type="email" autoComplete="email" {...form.field('email')} />
          {request.isError && (
            <p role="alert" className={styles.error}>
              {getErrorMessage(request.error, 'Failed to send the reset link')}
            </p>
          )}
          <Button type="submit" isDisabled={form.isSubmitting}>
            {form.isSubmitting ? 'Sending...' : 'Send reset link'}
          </Button>
        </form>
      )}
    </AuthLayout>
  );
}

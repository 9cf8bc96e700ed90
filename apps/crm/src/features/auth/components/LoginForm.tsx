import { useState } from 'react';
import { Navigate, useNavigate } from 'react-router-dom';
import { Button, Link, PasswordField, TextField, toast } from '@crm/ui';
import { getErrorMessage, LoginInputSchema } from '@crm/api-client';
import { useAuth } from '@crm/api-client/react';
import { paths } from '../../../config/paths';
import { useForm } from '../../../hooks/useForm';
import { usePostLoginRedirect } from '../hooks/usePostLoginRedirect';
import { AuthLayout } from './AuthLayout';
import * as styles from './AuthLayout.css';

const initialValues = { username: '', password: '' };

/** Sign-in (spec sections 2, 4, 5, 8). */
export function LoginForm() {
  const auth = useAuth();
  const navigate = useNavigate();
  const redirectAfterLogin = usePostLoginRedirect();
  const form = useForm(LoginInputSchema, initialValues);
  // Once this form signs someone in, it owns the redirect (menu target, or password change).
  const [signedInHere, setSignedInHere] = useState(false);

  if (auth.isAuthenticated && !auth.isLoading && !signedInHere) {
    return <Navigate to={paths.dashboard} replace />;
  }

  const submit = form.handleSubmit(async (input) => {
    setSignedInHere(true);
    try {
      const result = await auth.login(input);
      if (result.requiresPasswordChange) {
        toast({
          title: 'Password Change Required',
          description: 'Please change your temporary password to continue.',
          variant: 'info',
        });
        navigate(paths.changePassword, { replace: true });
        return;
      }
      toast({
        title: 'Login successful',
        description: 'You have successfully logged in',
        variant: 'success',
      });
      redirectAfterLogin();
    } catch (error) {
      setSignedInHere(false);
      toast({
        title: 'Login failed',
        description: getErrorMessage(error, 'Failed to login'),
        variant: 'destructive',
      });
    }
  });

  return (
    <AuthLayout
      title="Log in"
      subtitle="Welcome back to Beacon CRM"
      footer={
        <>
          Don&apos;t have an account? <Link href={paths.register}>Sign up</Link>
        </>
      }
    >
      <form className={styles.form} onSubmit={submit} noValidate>
        <TextField label="Username" autoComplete="username" {...form.field('username')} />
        <PasswordField
          label="Password"
          autoComplete="current-password"
          {...form.field('password')}
        />
        <Link href={paths.forgotPassword} className={styles.forgot}>
          Forgot password?
        </Link>
        <Button type="submit" isDisabled={form.isSubmitting}>
          {form.isSubmitting ? 'Logging in...' : 'Log in'}
        </Button>
      </form>
    </AuthLayout>
  );
}

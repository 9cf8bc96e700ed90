import { useState } from 'react';
import { Navigate, useNavigate } from 'react-router-dom';
import { Button, Link, PasswordField, TextField, toast } from '@crm/ui';
import { COMMON_PASSWORD_MESSAGE, getErrorMessage, RegisterFormSchema } from '@crm/api-client';
import { useAuth } from '@crm/api-client/react';
import { paths } from '../../../config/paths';
import { useForm } from '../../../hooks/useForm';
import { useCommonPasswordCheck } from '../hooks/useCommonPasswordCheck';
import { AuthLayout } from './AuthLayout';
import * as styles from './AuthLayout.css';

const initialValues = { username: '', email: '', name: '', password: '', confirmPassword: '' };

/** Account creation (spec sections 2, 4, 5, 8). */
export function RegisterForm() {
  const auth = useAuth();
  const navigate = useNavigate();
  const form = useForm(RegisterFormSchema, initialValues);
  const isCommonPassword = useCommonPasswordCheck();
  const [registeredHere, setRegisteredHere] = useState(false);

  if (auth.isAuthenticated && !auth.isLoading && !registeredHere) {
    return <Navigate to={paths.dashboard} replace />;
  }

  const submit = form.handleSubmit(async (parsed) => {
    // confirmPassword never leaves the browser (spec section 5).
    const { confirmPassword: _confirm, ...input } = parsed;
    if (await isCommonPassword(input.password)) {
      form.setError('password', COMMON_PASSWORD_MESSAGE);
      return;
    }
    setRegisteredHere(true);
    try {
      await auth.register(input);
      toast({
        title: 'Registration successful',
        description: 'Your account has been created',
        variant: 'success',
      });
      navigate(paths.dashboard, { replace: true });
    } catch (error) {
      setRegisteredHere(false);
      toast({
        title: 'Registration failed',
        description: getErrorMessage(error, 'Failed to register'),
        variant: 'destructive',
      });
    }
  });

  return (
    <AuthLayout
      title="Create an account"
      subtitle="Start managing your customers with Beacon CRM"
      footer={
        <>
          Already have an account? <Link href={paths.login}>Log in</Link>
        </>
      }
    >
      <form className={styles.form} onSubmit={submit} noValidate>
        <TextField label="Username" autoComplete="username" {...form.field('username')} />
        <TextField label="Email" type="email" autoComplete="email" {...form.field('email')} />
        <TextField label="Name" autoComplete="name" {...form.field('name')} />
        <PasswordField label="Password" autoComplete="new-password" {...form.field('password')} />
        <PasswordField
          label="Confirm Password"
          autoComplete="new-password"
          {...form.field('confirmPassword')}
        />
        <Button type="submit" isDisabled={form.isSubmitting}>
          {form.isSubmitting ? 'Creating account...' : 'Create account'}
        </Button>
      </form>
    </AuthLayout>
  );
}

import { useState, type FormEvent } from 'react';
import { Navigate, useNavigate } from 'react-router-dom';
import { Button, Link, PasswordField, TextField, toast } from '@crm/ui';
import { getErrorMessage, RegisterFormSchema } from '@crm/api-client';
import { useAuth } from '@crm/api-client/react';
import { paths } from '../../../config/paths';
import { useSchemaForm } from '../../../hooks/useSchemaForm';
import { AuthLayout } from './AuthLayout';
import * as styles from './AuthLayout.css';

const initialValues = { username: '', email: '', name: '', password: '', confirmPassword: '' };

/** Account creation (spec sections 2, 4, 5, 8). */
export function RegisterForm() {
  const auth = useAuth();
  const navigate = useNavigate();
  const form = useSchemaForm(RegisterFormSchema, initialValues);
  const [isSubmitting, setSubmitting] = useState(false);
  const [registeredHere, setRegisteredHere] = useState(false);

  if (auth.isAuthenticated && !auth.isLoading && !registeredHere) {
    return <Navigate to={paths.dashboard} replace />;
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = form.validate();
    if (!parsed) return;
    // confirmPassword never leaves the browser (spec section 5).
    const { confirmPassword: _confirm, ...input } = parsed;
    setSubmitting(true);
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
      setSubmitting(false);
      toast({
        title: 'Registration failed',
        description: getErrorMessage(error, 'Failed to register'),
        variant: 'destructive',
      });
    }
  }

  const field = (name: keyof typeof initialValues) => ({
    name,
    value: form.values[name],
    onChange: (value: string) => form.setValue(name, value),
    isInvalid: Boolean(form.errors[name]),
    errorMessage: form.errors[name],
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
        <TextField label="Username" autoComplete="username" {...field('username')} />
        <TextField label="Email" type="email" autoComplete="email" {...field('email')} />
        <TextField label="Name" autoComplete="name" {...field('name')} />
        <PasswordField label="Password" autoComplete="new-password" {...field('password')} />
        <PasswordField
          label="Confirm Password"
          autoComplete="new-password"
          {...field('confirmPassword')}
        />
        <Button type="submit" isDisabled={isSubmitting}>
          {isSubmitting ? 'Creating account...' : 'Create account'}
        </Button>
      </form>
    </AuthLayout>
  );
}

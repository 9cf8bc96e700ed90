import { ForgotPasswordForm } from '../features/auth/components/ForgotPasswordForm';

/** `/forgot-password`. */
export function ForgotPasswordRoute() {
  return <ForgotPasswordForm />;
}

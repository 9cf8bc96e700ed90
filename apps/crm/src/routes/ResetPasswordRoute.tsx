import { ResetPasswordForm } from '../features/auth/components/ResetPasswordForm';

/** `/reset-password?token=`: where a reset link opens. */
export function ResetPasswordRoute() {
  return <ResetPasswordForm />;
}

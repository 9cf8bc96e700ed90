import { ChangePasswordForm } from '../features/auth/components/ChangePasswordForm';

/** `/change-password`. */
export function ChangePasswordRoute() {
  return <ChangePasswordForm />;
}

import { LoginForm } from '../features/auth/components/LoginForm';

/** `/login`. */
export function LoginRoute() {
  return <LoginForm />;
}

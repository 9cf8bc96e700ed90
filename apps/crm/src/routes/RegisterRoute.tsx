import { RegisterForm } from '../features/auth/components/RegisterForm';

/** `/register`. */
export function RegisterRoute() {
  return <RegisterForm />;
}

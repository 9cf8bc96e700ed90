import { LogoutScreen } from '../features/auth/components/LogoutScreen';

/** `/logout`. */
export function LogoutRoute() {
  return <LogoutScreen />;
}

import { useAuth } from '@crm/api-client/react';
import { LandingPage } from '../features/landing/components/LandingPage';

/** `/` and `/landing`. */
export function LandingRoute() {
  const { isAuthenticated, isLoading } = useAuth();
  return <LandingPage isAuthenticated={isAuthenticated} isSessionLoading={isLoading} />;
}

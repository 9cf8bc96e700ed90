import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { FullPageSpinner } from '@crm/ui';
import { useAuth } from '@crm/api-client/react';
import { paths } from '../../../config/paths';

export interface RequireAuthProps {
  /** What a signed-in user sees. */
  children: ReactNode;
}

/**
 * Signed-in routes: a spinner while the session loads, /login for anonymous visitors, and
 * /change-password for a user still on a temporary password (the API refuses them every list).
 */
export function RequireAuth({ children }: RequireAuthProps) {
  const { isLoading, isAuthenticated, requiresPasswordChange } = useAuth();
  const location = useLocation();
  if (isLoading) return <FullPageSpinner label="Loading your workspace..." />;
  if (!isAuthenticated) return <Navigate to={paths.login} replace state={{ from: location }} />;
  if (requiresPasswordChange) return <Navigate to={paths.changePassword} replace />;
  return <>{children}</>;
}

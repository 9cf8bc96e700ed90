import { useContext } from 'react';
import { AuthContext, type AuthContextValue } from './AuthContext';

/** The session of the nearest `AuthProvider`: state, user, login/register/logout/changePassword. */
export function useAuth(): AuthContextValue {
  const auth = useContext(AuthContext);
  if (!auth) throw new Error('useAuth must be used inside an <AuthProvider>');
  return auth;
}

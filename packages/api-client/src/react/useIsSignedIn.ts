import { useContext } from 'react';
import { AuthContext } from './AuthContext';

/**
 * Whether list reads may run: lists are fetched only when a user exists (spec section 4). Without
 * an `AuthProvider` (a story, a test) the caller is trusted and reads run.
 */
export function useIsSignedIn(): boolean {
  const auth = useContext(AuthContext);
  return auth ? auth.status === 'authenticated' : true;
}

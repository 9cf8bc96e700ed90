import { useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useEffect, useMemo, useState, useSyncExternalStore } from 'react';
import { createSession, type TokenStore } from '../auth/session';
import { useApiClient } from './ApiClientProvider';
import { AuthContext, type AuthContextValue } from './AuthContext';

export interface AuthProviderProps {
  children?: ReactNode;
  /**
   * Where the session token is kept. Use the store the client's `getToken` reads, or the client
   * will not send the token this provider stores.
   * @default localStorage 'authToken'
   */
  tokens?: TokenStore;
}

/**
 * Holds the session (spec section 4): loading -> authenticated or anonymous. On start, a stored
 * token is checked with `GET /api/auth/me` and removed if that fails. Cached data is dropped
 * whenever the signed-in user changes, so one user never sees another's lists.
 * Needs an `ApiClientProvider` and a `QueryClientProvider` above it.
 */
export function AuthProvider({ children, tokens }: AuthProviderProps) {
  const client = useApiClient();
  const queryClient = useQueryClient();
  const [session] = useState(() =>
    createSession({ client, tokens, onUserChange: () => queryClient.clear() }),
  );
  useEffect(() => {
    void session.start();
  }, [session]);
  const state = useSyncExternalStore(session.subscribe, session.getState, session.getState);

  const value = useMemo<AuthContextValue>(
    () => ({
      ...state,
      isAuthenticated: state.status === 'authenticated',
      isLoading: state.status === 'loading',
      login: session.login,
      register: session.register,
      logout: session.logout,
      changePassword: session.changePassword,
      refreshUser: session.refreshUser,
    }),
    [state, session],
  );
  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}

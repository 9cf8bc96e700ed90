import { createContext } from 'react';
import type { Session, SessionState } from '../auth/session';

/** What `useAuth` returns: the session state and its actions. */
export interface AuthContextValue extends SessionState {
  isAuthenticated: boolean;
  isLoading: boolean;
  login: Session['login'];
  register: Session['register'];
  /** Calls the API, then removes token and user even if the call fails; never rejects. */
  logout: Session['logout'];
  changePassword: Session['changePassword'];
  refreshUser: Session['refreshUser'];
}

export const AuthContext = createContext<AuthContextValue | null>(null);

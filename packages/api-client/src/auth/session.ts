import type { ApiClient } from '../client';
import { ApiError, ApiResponseError } from '../errors';
import { clearStoredToken, getStoredToken, setStoredToken } from '../tokenStorage';
import type {
  ChangePasswordInput,
  LoginInput,
  LoginResponse,
  RegisterInput,
  RegisterResponse,
  User,
} from './auth.schemas';

/** The session states of spec section 4. */
export type SessionStatus = 'loading' | 'anonymous' | 'authenticated';

export interface SessionState {
  status: SessionStatus;
  /** The signed-in user; null unless authenticated. */
  user: User | null;
  /** From the login answer or `me`: the user must change a temporary password first. */
  requiresPasswordChange: boolean;
}

/** Where the session token lives. Defaults to localStorage 'authToken'. */
export interface TokenStore {
  get(): string | null;
  set(token: string): void;
  clear(): void;
}

export const localTokenStore: TokenStore = {
  get: getStoredToken,
  set: setStoredToken,
  clear: clearStoredToken,
};

export interface SessionOptions {
  client: ApiClient;
  /** @default localTokenStore */
  tokens?: TokenStore;
  /** Called whenever the signed-in user changes (sign-in, sign-out, failed start): drop cached data. */
  onUserChange?: () => void;
}

export interface Session {
  getState(): SessionState;
  subscribe(listener: () => void): () => void;
  /**
   * With a stored token, fetches the current user; when the server refuses it, removes the token.
   * A request with no answer (offline, aborted) leaves the session anonymous but keeps the token.
   * Runs once.
   */
  start(): Promise<void>;
  login(input: LoginInput): Promise<LoginResponse>;
  register(input: RegisterInput): Promise<RegisterResponse>;
  /** Calls the API, then removes token and user even when the call fails. Never rejects. */
  logout(): Promise<void>;
  changePassword(input: ChangePasswordInput): Promise<void>;
  /**
   * Refetches the current user (e.g. after a plan change); the server refusing it ends the
   * session, a request with no answer changes nothing.
   */
  refreshUser(): Promise<void>;
}

const anonymous: SessionState = { status: 'anonymous', user: null, requiresPasswordChange: false };

/**
 * The session as a small store with no framework: `AuthProvider` reads it with
 * `useSyncExternalStore`, and tests drive it directly.
 */
export function createSession({
  client,
  tokens = localTokenStore,
  onUserChange,
}: SessionOptions): Session {
  let state: SessionState = tokens.get() ? { ...anonymous, status: 'loading' } : anonymous;
  let started: Promise<void> | undefined;
  const listeners = new Set<() => void>();

  function set(next: SessionState) {
    const userChanged = next.user?.id !== state.user?.id;
    state = next;
    if (userChanged) onUserChange?.();
    for (const listener of listeners) listener();
  }

  function signIn(token: string, user: User, requiresPasswordChange: boolean) {
    tokens.set(token);
    set({ status: 'authenticated', user, requiresPasswordChange });
  }

  function endSession() {
    tokens.clear();
    set(anonymous);
  }

  async function loadUser() {
    try {
      const { user, requiresPasswordChange } = await client.currentSession();
      set({ status: 'authenticated', user, requiresPasswordChange });
    } catch (error) {
      // The spec's failed read (sections 4 and 9) is the server refusing or garbling the answer.
      // A request that got no answer (offline, a server restarting, another page opened while it
      // ran) says nothing about the token: ending the session then signed out a user who opened
      // a page while the read was slow. The token is kept for the next start.
      if (error instanceof ApiError || error instanceof ApiResponseError) endSession();
      else if (state.status === 'loading') set(anonymous);
    }
  }

  return {
    getState: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    start() {
      started ??= tokens.get() ? loadUser() : Promise.resolve();
      return started;
    },
    async login(input) {
      const result = await client.login(input);
      signIn(result.token, result.user, result.requiresPasswordChange);
      return result;
    },
    async register(input) {
      const result = await client.register(input);
      signIn(result.token, result.user, false);
      return result;
    },
    async logout() {
      try {
        await client.logout();
      } catch {
        // The local session ends regardless; the server token expires on its own.
      } finally {
        endSession();
      }
    },
    async changePassword(input) {
      await client.changePassword(input);
      if (state.requiresPasswordChange) set({ ...state, requiresPasswordChange: false });
    },
    refreshUser: loadUser,
  };
}

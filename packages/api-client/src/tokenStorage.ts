/** The local-storage key of the session token (spec section 3). */
export const AUTH_TOKEN_STORAGE_KEY = 'authToken';

function storage(): Storage | undefined {
  try {
    return typeof localStorage === 'undefined' ? undefined : localStorage;
  } catch {
    // Reading `localStorage` throws where storage is blocked (sandboxed frames, some privacy modes).
    return undefined;
  }
}

/** The stored session token, or null when there is none or no storage. */
export function getStoredToken(): string | null {
  try {
    return storage()?.getItem(AUTH_TOKEN_STORAGE_KEY) ?? null;
  } catch {
    return null;
  }
}

export function setStoredToken(token: string): void {
  try {
    storage()?.setItem(AUTH_TOKEN_STORAGE_KEY, token);
  } catch {
    // A full or blocked storage leaves the session cookie as the only credential.
  }
}

export function clearStoredToken(): void {
  try {
    storage()?.removeItem(AUTH_TOKEN_STORAGE_KEY);
  } catch {
    // Nothing stored can be left behind when storage is unavailable.
  }
}

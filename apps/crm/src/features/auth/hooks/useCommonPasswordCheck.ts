import { useCallback, useEffect } from 'react';

type Check = (password: string) => boolean;
let loading: Promise<Check> | undefined;

/** The 82 KB list arrives in its own chunk, fetched by the screens that set a password only. */
function loadCheck(): Promise<Check> {
  loading ??= import('@crm/api-client/common-passwords').then(
    (module) => module.isCommonPassword,
    (error: unknown) => {
      // Offline or a stale deploy: the server checks too, so let this submit through and retry later.
      loading = undefined;
      console.warn('The common-password list could not be loaded', error);
      return () => false;
    },
  );
  return loading;
}

/**
 * Whether a password is one of the most common ones, as the server will decide on submit. The
 * list starts loading when the screen mounts, so a submit rarely waits for it.
 */
export function useCommonPasswordCheck(): (password: string) => Promise<boolean> {
  useEffect(() => {
    void loadCheck();
  }, []);
  return useCallback(async (password: string) => (await loadCheck())(password), []);
}

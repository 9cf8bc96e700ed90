import { useCallback, useSyncExternalStore } from 'react';

/** The width under which screens switch to their phone layout (the app shell's own 640 px). */
export const PHONE_QUERY = 'screen and (max-width: 640px)';

/**
 * Whether a CSS media query matches, kept up to date as the window changes. For layouts that
 * CSS alone cannot switch, such as a virtualised table's columns, which are laid out in script.
 */
export function useMediaQuery(query: string): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    [query],
  );
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(query).matches,
    () => false,
  );
}

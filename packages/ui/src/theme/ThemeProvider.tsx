import './global.css';
import {
  createContext,
  useCallback,
  useContext,
  useLayoutEffect,
  useMemo,
  useSyncExternalStore,
  type ReactNode,
} from 'react';
import { darkTheme } from './dark.css';
import { lightTheme } from './light.css';

export type ThemePreference = 'light' | 'dark' | 'system';
export type ResolvedTheme = 'light' | 'dark';

/** The localStorage key of the theme preference (spec: `theme`). */
export const THEME_STORAGE_KEY = 'theme';

/** The class name of each theme, for applying a theme to a subtree or a document by hand. */
export const themeClassNames: Record<ResolvedTheme, string> = {
  light: lightTheme,
  dark: darkTheme,
};

interface ThemeContextValue {
  /** What the user chose: light, dark or system. */
  preference: ThemePreference;
  /** The theme on screen: the preference, with system resolved from the operating system. */
  resolvedTheme: ResolvedTheme;
  setPreference: (preference: ThemePreference) => void;
}

const ThemeContext = createContext<ThemeContextValue | null>(null);
const DARK_QUERY = '(prefers-color-scheme: dark)';
const isPreference = (v: unknown): v is ThemePreference =>
  v === 'light' || v === 'dark' || v === 'system';

function readStored(key: string, fallback: ThemePreference): ThemePreference {
  try {
    const value = window.localStorage.getItem(key);
    return isPreference(value) ? value : fallback;
  } catch {
    return fallback;
  }
}

// Same-tab writes do not fire `storage` events, so the provider notifies its own subscribers.
const localListeners = new Set<() => void>();

function subscribeStorage(callback: () => void) {
  localListeners.add(callback);
  window.addEventListener('storage', callback);
  return () => {
    localListeners.delete(callback);
    window.removeEventListener('storage', callback);
  };
}

function subscribeSystem(callback: () => void) {
  const query = window.matchMedia?.(DARK_QUERY);
  query?.addEventListener('change', callback);
  return () => query?.removeEventListener('change', callback);
}

const systemIsDark = () => window.matchMedia?.(DARK_QUERY).matches ?? false;

export interface ThemeProviderProps {
  children?: ReactNode;
  /**
   * Show this theme whatever the preference (Storybook's toolbar, screenshots).
   * @default undefined
   */
  forcedTheme?: ResolvedTheme;
  /**
   * The preference used until the user chooses one.
   * @default 'system'
   */
  defaultPreference?: ThemePreference;
  /**
   * The localStorage key the preference is kept under; tabs sharing it stay in sync.
   * @default 'theme'
   */
  storageKey?: string;
}

/**
 * Applies the light or dark theme to the document (so portalled overlays get it too), follows the
 * operating system live when the preference is `system`, and keeps the preference in localStorage,
 * synchronised across tabs.
 */
export function ThemeProvider({
  children,
  forcedTheme,
  defaultPreference = 'system',
  storageKey = THEME_STORAGE_KEY,
}: ThemeProviderProps) {
  const preference = useSyncExternalStore(
    subscribeStorage,
    () => readStored(storageKey, defaultPreference),
    () => defaultPreference,
  );
  const prefersDark = useSyncExternalStore(subscribeSystem, systemIsDark, () => false);
  const resolvedTheme: ResolvedTheme =
    forcedTheme ?? (preference === 'system' ? (prefersDark ? 'dark' : 'light') : preference);

  useLayoutEffect(() => {
    const root = document.documentElement;
    root.classList.remove(lightTheme, darkTheme);
    root.classList.add(themeClassNames[resolvedTheme]);
    root.dataset.theme = resolvedTheme;
    root.style.colorScheme = resolvedTheme;
  }, [resolvedTheme]);

  const setPreference = useCallback(
    (next: ThemePreference) => {
      try {
        window.localStorage.setItem(storageKey, next);
      } catch {
        // Private mode or a full quota: the choice still applies for this page.
      }
      localListeners.forEach((notify) => notify());
    },
    [storageKey],
  );

  const value = useMemo(
    () => ({ preference, resolvedTheme, setPreference }),
    [preference, resolvedTheme, setPreference],
  );
  return <ThemeContext.Provider value={value}>{children}</ThemeContext.Provider>;
}

/** The current theme preference, the theme on screen, and a setter. Needs a `ThemeProvider` above. */
export function useTheme(): ThemeContextValue {
  const context = useContext(ThemeContext);
  if (!context) throw new Error('useTheme must be used inside a ThemeProvider');
  return context;
}

import { lazy, Suspense, useState, type ReactNode } from 'react';
import { Outlet, useHref, useNavigate, type NavigateOptions } from 'react-router-dom';
import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider as AriaRouterProvider, ThemeProvider } from '@crm/ui';
import { ApiClientProvider, AuthProvider, createQueryClient } from '@crm/api-client/react';
import { eagerApiMembers } from './eagerApiMembers';
import { lazyApiClient } from './lazyApiClient';

// Toasts are queued globally, so the region can arrive a moment later: the landing page's first
// load does not need its code.
const ToastRegion = lazy(async () => ({ default: (await import('./ToastRegion')).ToastRegion }));

// RAC's links navigate with react-router's options (the one type-level tie to RAC the app keeps).
declare module 'react-aria-components' {
  interface RouterConfig {
    routerOptions: NavigateOptions;
  }
}

export interface AppProvidersProps {
  children: ReactNode;
}

/** Everything the screens rely on that lives outside the router: theme, data cache, API, session, toasts. */
export function AppProviders({ children }: AppProvidersProps) {
  const [queryClient] = useState(() => createQueryClient());
  const [apiClient] = useState(() =>
    lazyApiClient(
      async () => (await import('./createFullApiClient')).createFullApiClient(),
      eagerApiMembers,
    ),
  );
  return (
    <ThemeProvider>
      <QueryClientProvider client={queryClient}>
        <ApiClientProvider client={apiClient}>
          <AuthProvider>
            {children}
            <Suspense fallback={null}>
              <ToastRegion />
            </Suspense>
          </AuthProvider>
        </ApiClientProvider>
      </QueryClientProvider>
    </ThemeProvider>
  );
}

// mailto:, https: and bare '#' links are not routes: react-router would prefix them with '/'.
const notARoute = /^([a-z][a-z\d+.-]*:|#)/i;

function useAppHref(href: string): string {
  const routed = useHref(href);
  return notARoute.test(href) ? href : routed;
}

/**
 * The root route's element: lets react-aria's links and menu items navigate through react-router
 * (client-side, with the router's hrefs) instead of reloading the page.
 */
export function AriaRouterBridge() {
  const navigate = useNavigate();
  return (
    <AriaRouterProvider navigate={(to, options) => navigate(to, options)} useHref={useAppHref}>
      <Outlet />
    </AriaRouterProvider>
  );
}

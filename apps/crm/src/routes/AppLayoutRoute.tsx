import { Outlet, useMatches } from 'react-router-dom';
import type { ScreenHandle } from '../config/screenHandle';
import { AppShell } from '../features/shell/components/AppShell';
import { RequireAuth } from '../features/shell/components/RequireAuth';

function isScreenHandle(handle: unknown): handle is ScreenHandle {
  return typeof handle === 'object' && handle !== null && 'title' in handle;
}

/** The layout of every signed-in route: the guard, then the shell titled by the matched screen. */
export function AppLayoutRoute() {
  const matches = useMatches();
  const handle = matches.map((match) => match.handle).findLast(isScreenHandle);
  return (
    <RequireAuth>
      <AppShell title={handle?.title ?? ''} subtitle={handle?.subtitle}>
        <Outlet />
      </AppShell>
    </RequireAuth>
  );
}

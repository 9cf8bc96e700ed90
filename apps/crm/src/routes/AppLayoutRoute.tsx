import { Outlet, useMatches } from 'react-router-dom';
import type { ScreenHandle } from '../config/screenHandle';
import { AppShell } from '../features/shell/components/AppShell';
import { RequireAuth } from '../features/shell/components/RequireAuth';
import {
  DueTasksPanel,
  dueTasksText,
  useDueTasks,
} from '../features/tasks/components/DueTasksPanel';

function isScreenHandle(handle: unknown): handle is ScreenHandle {
  return typeof handle === 'object' && handle !== null && 'title' in handle;
}

/** The layout of every signed-in route: the guard, then the shell titled by the matched screen. */
export function AppLayoutRoute() {
  const matches = useMatches();
  const handle = matches.map((match) => match.handle).findLast(isScreenHandle);
  return (
    <RequireAuth>
      <SignedInShell title={handle?.title ?? ''} subtitle={handle?.subtitle} />
    </RequireAuth>
  );
}

/** The shell once signed in: the bell counts the tasks coming due (issue 32 §1). */
function SignedInShell({ title, subtitle }: { title: string; subtitle?: string }) {
  const { count } = useDueTasks();
  return (
    <AppShell
      title={title}
      subtitle={subtitle}
      notifications={{
        alerts: <DueTasksPanel />,
        alertCount: { count, text: dueTasksText(count) },
      }}
    >
      <Outlet />
    </AppShell>
  );
}

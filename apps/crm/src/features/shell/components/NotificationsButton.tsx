import { lazy, Suspense } from 'react';
import { Button, DialogTrigger, Popover, Spinner } from '@crm/ui';
import { navIcons } from './navIcons';

const NotificationsPanel = lazy(async () => ({
  default: (await import('./NotificationsPanel')).NotificationsPanel,
}));

/**
 * The header's Notifications button (issue 16: it looked live and did nothing). It opens a panel
 * listing the same recent events as the dashboard; Escape or a click outside closes it.
 */
export function NotificationsButton() {
  return (
    <DialogTrigger>
      <Button variant="ghost" aria-label="Notifications">
        {navIcons.bell}
      </Button>
      <Popover title="Notifications" placement="bottom end">
        {({ close }) => (
          <Suspense fallback={<Spinner size="sm" aria-label="Loading notifications" />}>
            <NotificationsPanel onNavigate={close} />
          </Suspense>
        )}
      </Popover>
    </DialogTrigger>
  );
}

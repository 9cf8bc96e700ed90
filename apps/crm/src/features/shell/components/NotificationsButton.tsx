import { lazy, Suspense } from 'react';
import { Dialog, DialogTrigger, Heading, Popover } from 'react-aria-components';
import { Button, Spinner } from '@crm/ui';
import { navIcons } from './navIcons';
import * as styles from './NotificationsButton.css';

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
      <Popover placement="bottom end" offset={8} className={styles.popover}>
        <Dialog className={styles.dialog}>
          {({ close }) => (
            <>
              <Heading slot="title" className={styles.title}>
                Notifications
              </Heading>
              <Suspense fallback={<Spinner size="sm" aria-label="Loading notifications" />}>
                <NotificationsPanel onNavigate={close} />
              </Suspense>
            </>
          )}
        </Dialog>
      </Popover>
    </DialogTrigger>
  );
}

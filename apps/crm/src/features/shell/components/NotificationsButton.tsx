import { lazy, Suspense, useId, useState, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { Button, DialogTrigger, Popover, Spinner } from '@crm/ui';
import { navIcons } from './navIcons';
import * as styles from './NotificationsButton.css';

const NotificationsPanel = lazy(async () => ({
  default: (await import('./NotificationsPanel')).NotificationsPanel,
}));

export interface NotificationsButtonProps {
  /**
   * What needs the user beside the recent events (tasks coming due), above them in the panel.
   * @default undefined
   */
  alerts?: ReactNode;
  /**
   * How the bell's badge counts those alerts ("3 tasks due"); no badge without it.
   * @default undefined
   */
  alertCount?: { count: number; text: string };
}

/**
 * The header's Notifications button (issue 16: it looked live and did nothing). It opens a panel
 * listing what is due and the same recent events as the dashboard; Escape, a click outside or a
 * followed link closes it.
 */
export function NotificationsButton({ alerts, alertCount }: NotificationsButtonProps) {
  const { pathname } = useLocation();
  // Open on the page it was opened on: any link in the panel (a task's contact, an event) leaves it.
  const [openOn, setOpenOn] = useState<string | null>(null);
  const isOpen = openOn === pathname;
  const setOpen = (open: boolean) => setOpenOn(open ? pathname : null);
  const badgeId = useId();
  const badge = alertCount && alertCount.count > 0 ? alertCount : undefined;
  return (
    <DialogTrigger isOpen={isOpen} onOpenChange={setOpen}>
      <span className={styles.bell}>
        <Button
          variant="ghost"
          aria-label="Notifications"
          aria-describedby={badge ? badgeId : undefined}
        >
          {navIcons.bell}
        </Button>
        {/* Beside the button, not in it: its name stays "Notifications", the count its description. */}
        {badge && (
          <span className={styles.badge} aria-hidden="true">
            {badge.count > 99 ? '99+' : badge.count}
          </span>
        )}
        {badge && (
          <span id={badgeId} hidden>
            {badge.text}
          </span>
        )}
      </span>
      <Popover title="Notifications" placement="bottom end">
        {({ close }) => (
          <>
            {alerts}
            <Suspense fallback={<Spinner size="sm" aria-label="Loading notifications" />}>
              <NotificationsPanel onNavigate={close} />
            </Suspense>
          </>
        )}
      </Popover>
    </DialogTrigger>
  );
}

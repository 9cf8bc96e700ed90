import type { ReactNode } from 'react';
import { Dialog, Drawer } from '@crm/ui';
import * as styles from './LandingPage.css';

export interface LandingDrawerProps {
  /** Whether the drawer is open. */
  isOpen: boolean;
  /** Called when the drawer asks to open or close. */
  onOpenChange: (isOpen: boolean) => void;
  /** The section menu, as the header shows it on wide screens. */
  menu: ReactNode;
  /** Log in and Get Started. */
  actions: ReactNode;
}

/** The landing header's menu on a phone: loaded on first press, so the landing page stays light. */
export function LandingDrawer({ isOpen, onOpenChange, menu, actions }: LandingDrawerProps) {
  return (
    <Drawer isOpen={isOpen} onOpenChange={onOpenChange}>
      <Dialog title="Menu" closeLabel="Close menu" className={styles.drawerDialog}>
        <nav className={styles.drawerNav} aria-label="Main">
          {menu}
        </nav>
        <div className={styles.drawerActions}>{actions}</div>
      </Dialog>
    </Drawer>
  );
}

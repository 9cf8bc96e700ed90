import { createContext, useContext, useId, useState, type ReactNode } from 'react';
import {
  Button,
  Dialog,
  DialogTrigger,
  Link,
  Modal,
  ModalOverlay,
  type LinkProps,
} from 'react-aria-components';
import { classNames } from '../../styles/classNames';
import { ChevronLeftIcon, MenuIcon, XIcon } from '../Icon/Icon';
import { Tooltip, TooltipTrigger } from '../Tooltip/Tooltip';
import * as styles from './Sidebar.css';

/** How the sidebar lays out: a column from medium screens up (a drawer below), or always a drawer. */
export const sidebarVariants = ['responsive', 'drawer'] as const;
export type SidebarVariant = (typeof sidebarVariants)[number];

// Lets a link close the drawer it sits in once the user follows it.
const DrawerCloseContext = createContext<(() => void) | null>(null);
// Collapsed column links show only icons, so they name themselves in a tooltip.
const CollapsedContext = createContext(false);

export interface SidebarProps {
  /** The SidebarLinks of the main navigation. */
  children: ReactNode;
  /**
   * Shown at the top (usually the Logo); stays visible when collapsed, so keep it small.
   * @default undefined
   */
  header?: ReactNode;
  /**
   * Shown at the bottom (secondary links, a theme toggle).
   * @default undefined
   */
  footer?: ReactNode;
  /**
   * The name of the navigation landmark.
   * @default 'Main'
   */
  'aria-label'?: string;
  /**
   * The name of the sidebar's own landmark (complementary), which holds the header, the
   * navigation and the footer.
   * @default 'Sidebar'
   */
  sidebarLabel?: string;
  /**
   * Whether only icons show (controlled).
   * @default undefined
   */
  isCollapsed?: boolean;
  /**
   * Whether only icons show at first (uncontrolled).
   * @default false
   */
  defaultCollapsed?: boolean;
  /**
   * Called when the collapse button is pressed.
   * @default undefined
   */
  onCollapsedChange?: (isCollapsed: boolean) => void;
  /**
   * `responsive`: a collapsible column from medium screens (768 px) up and a bar with a drawer
   * below; `drawer`: always the bar with a drawer.
   * @default 'responsive'
   */
  variant?: SidebarVariant;
  /**
   * Extra class name for the root.
   * @default undefined
   */
  className?: string;
}

/**
 * The application's main navigation. From medium screens up it is a column that collapses to
 * icons (labels stay as accessible names); on small screens it is a bar whose button opens the
 * same links in a drawer.
 */
export function Sidebar({
  children,
  header,
  footer,
  'aria-label': ariaLabel = 'Main',
  sidebarLabel = 'Sidebar',
  isCollapsed: controlledCollapsed,
  defaultCollapsed = false,
  onCollapsedChange,
  variant = 'responsive',
  className,
}: SidebarProps) {
  const [uncontrolled, setUncontrolled] = useState(defaultCollapsed);
  const isCollapsed = controlledCollapsed ?? uncontrolled;
  const navId = useId();
  const toggle = () => {
    setUncontrolled(!isCollapsed);
    onCollapsedChange?.(!isCollapsed);
  };

  const links = <ul className={styles.list}>{children}</ul>;

  // A landmark around all of it, so the logo, the buttons and the footer are not left outside
  // every landmark (axe 'region') next to the navigation.
  return (
    <aside
      aria-label={sidebarLabel}
      className={classNames(styles.root, className)}
      data-variant={variant}
      data-collapsed={isCollapsed || undefined}
    >
      <div className={styles.top}>
        <DialogTrigger>
          <Button
            aria-label="Open navigation"
            className={classNames(styles.iconButton, styles.mobileOnly)}
          >
            <MenuIcon />
          </Button>
          <ModalOverlay isDismissable className={styles.drawerOverlay}>
            <Modal className={styles.drawer}>
              <Dialog aria-label={ariaLabel} className={styles.drawerDialog}>
                {({ close }) => (
                  <DrawerCloseContext.Provider value={close}>
                    <div className={styles.drawerTop}>
                      {header}
                      <Button
                        aria-label="Close navigation"
                        className={styles.iconButton}
                        onPress={close}
                      >
                        <XIcon />
                      </Button>
                    </div>
                    <nav
                      aria-label={ariaLabel}
                      className={classNames(styles.nav, styles.drawerNav)}
                    >
                      {links}
                    </nav>
                    {footer && <div className={styles.footer}>{footer}</div>}
                  </DrawerCloseContext.Provider>
                )}
              </Dialog>
            </Modal>
          </ModalOverlay>
        </DialogTrigger>
        {header}
        <Button
          aria-label={isCollapsed ? 'Expand sidebar' : 'Collapse sidebar'}
          aria-controls={navId}
          aria-expanded={!isCollapsed}
          className={classNames(styles.iconButton, styles.desktopOnly)}
          onPress={toggle}
        >
          <ChevronLeftIcon className={styles.toggleIcon} />
        </Button>
      </div>
      <nav id={navId} aria-label={ariaLabel} className={classNames(styles.nav, styles.desktopOnly)}>
        <CollapsedContext.Provider value={isCollapsed}>{links}</CollapsedContext.Provider>
      </nav>
      {footer && <div className={classNames(styles.footer, styles.desktopOnly)}>{footer}</div>}
    </aside>
  );
}

export interface SidebarLinkProps extends Omit<LinkProps, 'children' | 'className'> {
  /** The label; it stays the link's accessible name when the sidebar is collapsed. */
  children: string;
  /**
   * A decorative icon shown before the label (alone when collapsed).
   * @default undefined
   */
  icon?: ReactNode;
  /**
   * Whether this link is the current page: it is highlighted and gets aria-current="page".
   * @default false
   */
  isActive?: boolean;
}

/** One destination of the sidebar. */
export function SidebarLink({
  children,
  icon,
  isActive = false,
  onPress,
  ...props
}: SidebarLinkProps) {
  const closeDrawer = useContext(DrawerCloseContext);
  const isCollapsed = useContext(CollapsedContext);
  const link = (
    <Link
      {...props}
      aria-current={isActive ? 'page' : undefined}
      className={styles.link}
      onPress={(e) => {
        onPress?.(e);
        closeDrawer?.();
      }}
    >
      {icon && (
        <span aria-hidden="true" className={styles.icon}>
          {icon}
        </span>
      )}
      <span className={styles.label}>{children}</span>
    </Link>
  );
  return (
    <li>
      {isCollapsed ? (
        <TooltipTrigger>
          {link}
          <Tooltip placement="end">{children}</Tooltip>
        </TooltipTrigger>
      ) : (
        link
      )}
    </li>
  );
}

import { useState, type ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { Header, Logo, Sidebar, SidebarLink, SkipLink, ThemeToggle } from '@crm/ui';
import { useAuth } from '@crm/api-client/react';
import { paths } from '../../../config/paths';
import { navIcons } from './navIcons';
import { NotificationsButton, type NotificationsButtonProps } from './NotificationsButton';
import { UserMenu } from './UserMenu';
import * as styles from './AppShell.css';

/** The sidebar entries (spec section 2); the spec's Dashboard '/' is read as the dashboard. */
export const sidebarEntries = [
  { label: 'Dashboard', href: paths.dashboard, icon: navIcons.dashboard },
  { label: 'Contacts', href: paths.contacts, icon: navIcons.contacts },
  // Issue 32 §2: the companies contacts work for.
  { label: 'Companies', href: paths.companies, icon: navIcons.companies },
  // Issue 27 §1: saved segments, beside the contacts they filter.
  { label: 'Segments', href: paths.segments, icon: navIcons.segments },
  // Issue 32 §1: tasks sit with the contacts they are mostly about.
  { label: 'Tasks', href: paths.tasks, icon: navIcons.tasks },
  // Issue 32 §3: the pipeline, after the contacts and tasks it is worked from.
  { label: 'Deals', href: paths.deals, icon: navIcons.deals },
  { label: 'Campaigns', href: paths.campaigns, icon: navIcons.campaigns },
  { label: 'Email Templates', href: paths.emailTemplates, icon: navIcons.templates },
  { label: 'Automation', href: paths.workflows, icon: navIcons.automation },
  // Issue 28: signup forms, next to automation, which their submissions can start.
  { label: 'Forms', href: paths.forms, icon: navIcons.forms },
  { label: 'Analytics', href: paths.analytics, icon: navIcons.analytics },
  { label: 'Billing', href: paths.billing, icon: navIcons.billing },
  // Issue 14: where messages kept instead of delivered (no SMTP_URL) can be read.
  { label: 'Outbox', href: paths.outbox, icon: navIcons.outbox },
  // Issue 16: the palette generator had no way in but typing its address.
  { label: 'Color Palette', href: paths.colorPalette, icon: navIcons.palette },
  // Issue 24 §3: the account's sender identity (From, Reply-To, postal address).
  { label: 'Settings', href: paths.settings, icon: navIcons.settings },
  // Issue 30 §3: the domain's DNS checks, readiness and warm-up, beside the sender identity it
  // checks (it was reachable only from a link on Settings).
  { label: 'Sending domain', href: paths.sendingDomain, icon: navIcons.domain },
] as const;

/** The screen's `main`, where "Skip to content" moves focus. */
const MAIN_ID = 'main-content';

/** Where the sidebar's collapsed state is remembered between visits. */
export const SIDEBAR_COLLAPSED_KEY = 'sidebarCollapsed';

function readCollapsed(): boolean {
  try {
    return localStorage.getItem(SIDEBAR_COLLAPSED_KEY) === 'true';
  } catch {
    return false; // storage blocked (private mode, sandboxed frame): start expanded
  }
}

export interface AppShellProps {
  /** The header's title. */
  title: string;
  /**
   * The line under the title.
   * @default undefined
   */
  subtitle?: string;
  /** The screen. */
  children: ReactNode;
  /**
   * What the Notifications panel lists above the recent events, and its count on the bell.
   * @default undefined
   */
  notifications?: NotificationsButtonProps;
}

/** The signed-in frame: collapsible sidebar (a drawer on small screens), header, screen. */
export function AppShell({ title, subtitle, children, notifications }: AppShellProps) {
  const { user } = useAuth();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const [isCollapsed, setCollapsed] = useState(readCollapsed);
  const changeCollapsed = (next: boolean) => {
    setCollapsed(next);
    try {
      localStorage.setItem(SIDEBAR_COLLAPSED_KEY, String(next));
    } catch {
      // Not remembered, but the sidebar still collapses.
    }
  };

  // The /logout page ends the session and then goes home; ending it here would first send the
  // guard (now anonymous) to /login.
  const logOut = () => navigate(paths.logout);

  return (
    <div className={styles.frame}>
      <SkipLink targetId={MAIN_ID} />
      <Sidebar
        aria-label="Main"
        header={<Logo size="sm" />}
        isCollapsed={isCollapsed}
        onCollapsedChange={changeCollapsed}
      >
        {sidebarEntries.map((entry) => (
          <SidebarLink
            key={entry.href}
            href={entry.href}
            icon={entry.icon}
            // A record's page (/contacts/12) is in its section.
            isActive={pathname === entry.href || pathname.startsWith(`${entry.href}/`)}
          >
            {entry.label}
          </SidebarLink>
        ))}
      </Sidebar>
      <div className={styles.main}>
        <Header
          title={title}
          subtitle={subtitle}
          actions={
            <div className={styles.headerActions}>
              {/* The spec's button did nothing; issue 16 has it list the recent events. */}
              <NotificationsButton {...notifications} />
              <ThemeToggle />
              <UserMenu name={user?.name || 'User'} email={user?.email ?? ''} onLogOut={logOut} />
            </div>
          }
        />
        <main id={MAIN_ID} tabIndex={-1} className={styles.content}>
          {children}
        </main>
      </div>
    </div>
  );
}

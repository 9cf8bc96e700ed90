import { lazy, Suspense, useState } from 'react';
import { Button, Logo, MenuIcon, ThemeToggle } from '@crm/ui';
import { landingMenus } from './landingMenus';
import * as styles from './LandingPage.css';

// Anonymous visitors (most of them) never download the menu and popover code.
const LandingDropdowns = lazy(async () => ({
  default: (await import('./LandingDropdowns')).LandingDropdowns,
}));
// The phone drawer pulls in the dialog and its animation code: only a press downloads it.
const LandingDrawer = lazy(async () => ({
  default: (await import('./LandingDrawer')).LandingDrawer,
}));

export interface LandingHeaderProps {
  /**
   * Signed-in visitors get dropdown menus; anonymous ones three plain buttons.
   * @default false
   */
  isAuthenticated?: boolean;
  /**
   * The session is still being checked: the menu waits (disabled) rather than guess the state.
   * @default false
   */
  isSessionLoading?: boolean;
  /** Called with the chosen section and item (for a plain button, the item is the section). */
  onChooseMenuItem: (section: string, item: string) => void;
  /** Log in was pressed. */
  onLogIn: () => void;
  /** Get Started was pressed. */
  onGetStarted: () => void;
}

/** The landing page's top bar: logo, the menu by login state, theme toggle, Log in, Get Started. */
export function LandingHeader({
  isAuthenticated = false,
  isSessionLoading = false,
  onChooseMenuItem,
  onLogIn,
  onGetStarted,
}: LandingHeaderProps) {
  const [isDrawerOpen, setDrawerOpen] = useState(false);
  const menu = isSessionLoading ? (
    <PlainButtons onChooseMenuItem={onChooseMenuItem} isDisabled />
  ) : isAuthenticated ? (
    <Suspense fallback={<PlainButtons onChooseMenuItem={onChooseMenuItem} isDisabled />}>
      <LandingDropdowns onChooseMenuItem={onChooseMenuItem} />
    </Suspense>
  ) : (
    <PlainButtons onChooseMenuItem={onChooseMenuItem} />
  );
  const actions = (
    <>
      {!isAuthenticated && (
        <Button variant="ghost" onPress={onLogIn}>
          Log in
        </Button>
      )}
      <Button onPress={onGetStarted}>Get Started</Button>
    </>
  );
  return (
    <header className={styles.header}>
      <div className={styles.headerInner}>
        <span className={styles.brand}>
          <Logo size="sm" />
          Beacon CRM
        </span>
        <nav className={styles.nav} aria-label="Main">
          {menu}
        </nav>
        <div className={styles.headerActions}>
          <ThemeToggle />
          <div className={styles.wideOnly}>{actions}</div>
          {/* On a phone the menu and actions move into a drawer: the bar stays one row. */}
          <Button
            variant="ghost"
            aria-label="Open menu"
            aria-expanded={isDrawerOpen}
            className={styles.narrowOnly}
            onPress={() => setDrawerOpen(true)}
          >
            <MenuIcon />
          </Button>
          {isDrawerOpen && (
            <Suspense fallback={null}>
              <LandingDrawer isOpen onOpenChange={setDrawerOpen} menu={menu} actions={actions} />
            </Suspense>
          )}
        </div>
      </div>
    </header>
  );
}

interface PlainButtonsProps extends Pick<LandingHeaderProps, 'onChooseMenuItem'> {
  isDisabled?: boolean;
}

function PlainButtons({ onChooseMenuItem, isDisabled = false }: PlainButtonsProps) {
  return (
    <>
      {landingMenus.map(({ section }) => (
        <Button
          key={section}
          variant="ghost"
          isDisabled={isDisabled}
          onPress={() => onChooseMenuItem(section, section)}
        >
          {section}
        </Button>
      ))}
    </>
  );
}

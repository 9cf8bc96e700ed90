import type { Meta, StoryObj } from '@storybook/react-vite';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { expect, screen, userEvent, within } from 'storybook/test';
import { AriaRouterBridge } from '../../../app/providers';
import { apiHandlers } from '../../../testing/handlers';
import { findRole, findText } from '../../../testing/storyQueries';
import { withAppProviders } from '../../../testing/withAppProviders';
import { AppShell, SIDEBAR_COLLAPSED_KEY } from './AppShell';

/** Stands in for the screen: shows where the shell's links and menu have taken the router. */
function CurrentLocation() {
  const { pathname } = useLocation();
  return <p>Screen at {pathname}</p>;
}

/**
 * `AppShell`: the frame of every signed-in screen. A collapsible sidebar with the seven sections
 * (the current one marked), a header with the screen's title, Notifications, the theme toggle and
 * the signed-in user's menu, and the screen itself in `main`.
 */
const meta = {
  title: 'App/Shell/AppShell',
  component: AppShell,
  args: {
    title: 'Analytics',
    subtitle: 'Track how your campaigns perform.',
    children: <CurrentLocation />,
  },
  argTypes: { children: { control: false } },
  render: (args) => (
    <MemoryRouter initialEntries={['/analytics']}>
      <Routes>
        <Route element={<AriaRouterBridge />}>
          <Route path="*" element={<AppShell {...args} />} />
        </Route>
      </Routes>
    </MemoryRouter>
  ),
  decorators: [withAppProviders()],
  parameters: { layout: 'fullscreen', msw: { handlers: apiHandlers() } },
} satisfies Meta<typeof AppShell>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The sidebar lists every section and marks the current one; the header shows the title. */
export const Default: Story = {
  play: async () => {
    const nav = await findRole('navigation', 'Main');
    const links = within(nav).getAllByRole('link');
    await expect(links.map((link) => link.textContent)).toEqual([
      'Dashboard',
      'Contacts',
      'Companies',
      'Segments',
      'Tasks',
      'Deals',
      'Campaigns',
      'Email Templates',
      'Automation',
      'Forms',
      'Analytics',
      'Billing',
      'Outbox',
      'Color Palette',
      'Settings',
      'Sending domain',
    ]);
    await expect(within(nav).getByRole('link', { name: 'Analytics' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(within(nav).getByRole('link', { name: 'Billing' })).not.toHaveAttribute(
      'aria-current',
    );
    await expect(screen.getByRole('heading', { name: 'Analytics' })).toBeVisible();
    await expect(screen.getByText('Track how your campaigns perform.')).toBeVisible();
    await expect(screen.getByRole('button', { name: 'Notifications' })).toBeVisible();
    await expect(screen.getByRole('main')).toHaveTextContent('Screen at /analytics');
    // The user menu is named after the signed-in user, once the session has loaded.
    await findRole('button', 'Account menu for Ada Lovelace');
  },
};

/** The collapsed state is remembered: a visit starts as the last one left it. */
export const RemembersCollapsed: Story = {
  // Inside withAppProviders, which empties the storage first.
  decorators: [
    (Story) => {
      localStorage.setItem(SIDEBAR_COLLAPSED_KEY, 'true');
      return <Story />;
    },
  ],
  play: async () => {
    await userEvent.click(await findRole('button', 'Expand sidebar'));
    await expect(localStorage.getItem(SIDEBAR_COLLAPSED_KEY)).toBe('false');
    await userEvent.click(await findRole('button', 'Collapse sidebar'));
    await expect(localStorage.getItem(SIDEBAR_COLLAPSED_KEY)).toBe('true');
  },
};

/** A sidebar link followed with the keyboard moves the router and the current-page mark. */
export const NavigateWithKeyboard: Story = {
  play: async () => {
    const nav = await findRole('navigation', 'Main');
    within(nav).getByRole('link', { name: 'Billing' }).focus();
    await userEvent.keyboard('{Enter}');
    await findText('Screen at /billing');
    await expect(within(nav).getByRole('link', { name: 'Billing' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(within(nav).getByRole('link', { name: 'Analytics' })).not.toHaveAttribute(
      'aria-current',
    );
  },
};

/** Log out in the user menu goes to the /logout page, which ends the session. */
export const LogOut: Story = {
  play: async () => {
    await userEvent.click(await findRole('button', 'Account menu for Ada Lovelace'));
    await userEvent.click(await findRole('menuitem', 'Log out'));
    await findText('Screen at /logout');
  },
};

/**
 * "Skip to content" is the first tab stop of every signed-in screen, shown when focused; Enter
 * moves focus to the screen's `main`, past the sidebar and the header, without changing the URL.
 */
export const SkipToContent: Story = {
  play: async () => {
    await findRole('navigation', 'Main');
    await userEvent.tab();
    const skip = screen.getByRole('link', { name: 'Skip to content' });
    await expect(skip).toHaveFocus();
    await expect(skip.getBoundingClientRect().top).toBeGreaterThanOrEqual(0);
    await userEvent.keyboard('{Enter}');
    await expect(screen.getByRole('main')).toHaveFocus();
    await expect(screen.getByRole('main')).toHaveTextContent('Screen at /analytics');
  },
};

/**
 * The theme toggle is named for what it switches to, and pressed while the dark theme is on (the
 * preview fixes the theme; ThemeToggle's own stories press it).
 */
export const ThemeToggleName: Story = {
  tags: ['!visual'],
  play: async () => {
    const toggle = await findRole('button', /^Switch to (dark|light) theme$/);
    // A toggle button: it exposes aria-pressed, true exactly when the dark theme is on.
    await expect(toggle).toHaveAttribute('aria-pressed');
    const dark = toggle.getAttribute('aria-pressed') === 'true';
    await expect(toggle).toHaveAccessibleName(`Switch to ${dark ? 'light' : 'dark'} theme`);
  },
};

import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor } from 'storybook/test';
import { apiHandlers, unauthorizedHandlers } from '../testing/handlers';
import { RouteStory } from '../testing/RouteStory';
import { findRole, findText } from '../testing/storyQueries';
import { withAppProviders } from '../testing/withAppProviders';
import { DashboardRoute } from './DashboardRoute';

const meta = {
  title: 'Screens/Dashboard',
  component: DashboardRoute,
  render: () => <RouteStory path="/dashboard" />,
  decorators: [withAppProviders()],
  parameters: { layout: 'fullscreen', msw: { handlers: apiHandlers() } },
} satisfies Meta<typeof DashboardRoute>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Counts from the API: 5 contacts, 3 campaigns, 1 template; the fixed open rate. */
export const WithData: Story = {
  play: async () => {
    await findText('Recent Activity');
    await waitFor(() => expect(screen.getByText('5')).toBeVisible(), { timeout: 10_000 });
    await expect(screen.getByText('3')).toBeVisible();
    await expect(screen.getByText('1')).toBeVisible();
    await expect(screen.getByText('24.5%')).toBeVisible();
    await expect(screen.getByText('No recent activity')).toBeVisible();
  },
};

/** Every read answers 401: the cards read no data instead of an error. */
export const Unauthorized: Story = {
  parameters: { msw: { handlers: [...unauthorizedHandlers, ...apiHandlers()] } },
  play: async () => {
    await findText('Recent Activity');
    await waitFor(() => expect(screen.getAllByText('0')).toHaveLength(3), { timeout: 10_000 });
  },
};

/** The shell's avatar menu: name, email, Profile, Billing, Log out. */
export const AvatarMenu: Story = {
  play: async () => {
    await findText('Recent Activity');
    await userEvent.click(await findRole('button', /Account menu/));
    const menu = await findRole('menu');
    await expect(menu).toHaveTextContent('Ada Lovelace');
    await expect(menu).toHaveTextContent('ada@example.com');
    for (const item of ['Profile', 'Billing', 'Log out']) {
      await expect(screen.getByRole('menuitem', { name: item })).toBeVisible();
    }
  },
};

/** Sidebar navigation with the keyboard: Tab to Automation and press Enter. */
export const SidebarNavigation: Story = {
  play: async () => {
    await findText('Recent Activity');
    const nav = await findRole('navigation', 'Main');
    for (const label of [
      'Dashboard',
      'Contacts',
      'Campaigns',
      'Email Templates',
      'Automation',
      'Analytics',
      'Billing',
    ]) {
      await expect(nav).toHaveTextContent(label);
    }
    const automation = screen.getByRole('link', { name: 'Automation' });
    automation.focus();
    await userEvent.keyboard('{Enter}');
    await findText('No automation workflows yet').catch(() => findText('Welcome new subscribers'));
  },
};

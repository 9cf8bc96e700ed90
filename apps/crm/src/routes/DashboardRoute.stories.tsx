import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { contactsHandlers } from '../features/contacts/testing/contactsHandlers';
import { apiHandlers } from '../testing/handlers';
import { RouteStory } from '../testing/RouteStory';
import { findRole, findText, waitForHeading } from '../testing/storyQueries';
import { withAppProviders } from '../testing/withAppProviders';
import { DashboardRoute } from './DashboardRoute';

/**
 * `/dashboard` in the real route tree, with the shell: routing only (the cards' states are
 * DashboardScreen's stories, the avatar menu UserMenu's).
 */
const meta = {
  title: 'Screens/Dashboard',
  component: DashboardRoute,
  tags: ['!visual'],
  render: () => <RouteStory path="/dashboard" />,
  decorators: [withAppProviders()],
  parameters: { layout: 'fullscreen', msw: { handlers: apiHandlers() } },
} satisfies Meta<typeof DashboardRoute>;

export default meta;
type Story = StoryObj<typeof meta>;

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
    await waitForHeading('Automation');
    await findText('Welcome new subscribers');
  },
};

/**
 * The bell counts the open tasks overdue and due today (issue 32 §1) and lists them above the
 * recent events; one ticked done there leaves the count, and its contact's link leaves the panel.
 */
export const NotificationsListTasksDue: Story = {
  parameters: { msw: { handlers: [...contactsHandlers(), ...apiHandlers()] } },
  play: async () => {
    const bell = await findRole('button', 'Notifications');
    await waitFor(() => expect(bell).toHaveAccessibleDescription('2 tasks due'), {
      timeout: 15_000,
    });
    await userEvent.click(bell);
    const dialog = await findRole('dialog', 'Notifications');
    const overdue = await within(dialog).findByRole('list', { name: 'Overdue' });
    await expect(overdue).toHaveTextContent('Send the signed contract');
    const today = within(dialog).getByRole('list', { name: 'Today' });
    await expect(today).toHaveTextContent('Call back about pricing');
    await userEvent.click(
      within(overdue).getByRole('checkbox', { name: 'Send the signed contract' }),
    );
    await waitFor(() => expect(bell).toHaveAccessibleDescription('1 task due'));
    await userEvent.click(within(today).getByRole('link', { name: 'Ada Lovelace' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await findText('ana.garcia@example.com');
  },
};

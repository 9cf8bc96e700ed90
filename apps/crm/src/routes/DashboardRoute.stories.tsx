import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent } from 'storybook/test';
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

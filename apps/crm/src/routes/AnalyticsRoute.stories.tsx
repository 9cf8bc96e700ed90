import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { demoCampaigns } from '../testing/fixtures';
import { apiHandlers, failingHandlers, unauthorizedHandlers } from '../testing/handlers';
import { RouteStory } from '../testing/RouteStory';
import { findRole, findText } from '../testing/storyQueries';
import { withAppProviders } from '../testing/withAppProviders';
import { AnalyticsRoute } from './AnalyticsRoute';

const meta = {
  title: 'Screens/Analytics',
  component: AnalyticsRoute,
  render: () => <RouteStory path="/analytics" />,
  decorators: [withAppProviders()],
  parameters: { layout: 'fullscreen', msw: { handlers: apiHandlers() } },
} satisfies Meta<typeof AnalyticsRoute>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Only sent campaigns are listed; rates are count / sentCount * 100 to one decimal. */
export const WithSentCampaigns: Story = {
  play: async () => {
    await findText('Spring Sale');
    await expect(screen.getByText('25.0%')).toBeVisible();
    await expect(screen.getByText('33.3%')).toBeVisible();
    await expect(screen.getByText('66.7%')).toBeVisible();
    await expect(screen.queryByText('Summer Newsletter')).toBeNull();
    await expect(screen.getByText('24.8%')).toBeVisible();
    await expect(screen.getByText('3.6%')).toBeVisible();
    await expect(screen.getAllByText(/chart library not loaded/i).length).toBe(2);
  },
};

export const NoCampaigns: Story = {
  parameters: { msw: { handlers: apiHandlers({ campaigns: [] }) } },
  play: async () => {
    await findText('Top Performing Campaigns');
    await expect((await screen.findAllByText('No campaign data available')).length).toBe(2);
  },
};

export const NoSentCampaigns: Story = {
  parameters: {
    msw: { handlers: apiHandlers({ campaigns: demoCampaigns.filter((c) => c.status !== 'sent') }) },
  },
  play: async () => {
    await findText('No sent campaigns');
  },
};

/** A failed campaigns read says so (spec section 8) instead of showing the no-data empty states. */
export const CampaignsLoadError: Story = {
  parameters: { msw: { handlers: [...failingHandlers('/api/campaigns'), ...apiHandlers()] } },
  play: async () => {
    const alert = await findRole('alert');
    await expect(alert).toHaveTextContent('Error loading campaigns. Please try again.');
    // Also in place of the table, whose empty states would claim there are no campaigns.
    await expect(screen.getAllByText('Error loading campaigns. Please try again.').length).toBe(2);
    await expect(screen.queryByText('No campaign data available')).toBeNull();
    await expect(screen.queryByRole('grid', { name: 'Top performing campaigns' })).toBeNull();
  },
};

/** Only the dashboard reads a 401 as no data (spec section 6): here both reads fail visibly. */
export const ReadsUnauthorized: Story = {
  parameters: { msw: { handlers: [...unauthorizedHandlers, ...apiHandlers()] } },
  play: async () => {
    await findText('Error loading contacts. Please try again.');
    await waitFor(() => expect(screen.getAllByRole('alert').length).toBe(2));
    await expect(screen.getAllByRole('alert')[1]).toHaveTextContent(
      'Error loading campaigns. Please try again.',
    );
    await expect(screen.queryByText('No campaign data available')).toBeNull();
  },
};

/** The timeframe select, driven by the keyboard. */
export const ChangeTimeframe: Story = {
  play: async () => {
    await findText('Spring Sale');
    const select = screen.getByRole('button', { name: /Timeframe/ });
    select.focus();
    await userEvent.keyboard('{ArrowDown}');
    const listbox = await findRole('listbox');
    for (const option of ['This week', 'This month', 'This quarter', 'This year']) {
      await expect(within(listbox).getByRole('option', { name: option })).toBeVisible();
    }
    await userEvent.click(within(listbox).getByRole('option', { name: 'This quarter' }));
    await findText('Showing figures for this quarter.');
    await expect(screen.getByText('+16% from last quarter')).toBeVisible();
  },
};

import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, within } from 'storybook/test';
import { demoCampaigns } from '../testing/fixtures';
import { apiHandlers } from '../testing/handlers';
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

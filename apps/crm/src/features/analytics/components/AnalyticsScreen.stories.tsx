import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { demoCampaigns } from '../../../testing/fixtures';
import { apiHandlers, failingHandlers, unauthorizedHandlers } from '../../../testing/handlers';
import { findRole, findText, LOAD_TIMEOUT } from '../../../testing/storyQueries';
import { withAppProviders } from '../../../testing/withAppProviders';
import { AnalyticsScreen, timeframes } from './AnalyticsScreen';

/**
 * `AnalyticsScreen`: a timeframe select, summary cards (contacts and sent campaigns from the API,
 * fixed open and click rates), chart placeholders, and the table of sent campaigns with their
 * open and click rates.
 */
const meta = {
  title: 'App/Analytics/AnalyticsScreen',
  component: AnalyticsScreen,
  args: { defaultTimeframe: 'month' },
  argTypes: { defaultTimeframe: { control: 'select', options: timeframes } },
  decorators: [withAppProviders()],
  parameters: { msw: { handlers: apiHandlers() } },
} satisfies Meta<typeof AnalyticsScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The two sent campaigns in the table with their rates; the draft is left out. */
export const WithSentCampaigns: Story = {
  play: async () => {
    const table = await findRole('grid', 'Top performing campaigns');
    const row = (await within(table).findByRole('rowheader', { name: 'Spring Sale' })).closest(
      '[role="row"]',
    ) as HTMLElement;
    await expect(row).toHaveTextContent('Spring Sale1,20030025.0%453.8%');
    await expect(within(table).getByRole('rowheader', { name: 'Welcome Series' })).toBeVisible();
    await expect(within(table).queryByText('Summer Newsletter')).toBeNull();
    await expect(screen.getByText('Showing figures for this month.')).toBeVisible();
    await expect(screen.getByText('+16% from last month')).toBeVisible();
  },
};

/** Opened on a quarter, then switched to the year with the keyboard. */
export const ChangeTimeframe: Story = {
  args: { defaultTimeframe: 'quarter' },
  play: async () => {
    await findText('Showing figures for this quarter.');
    const select = screen.getByRole('button', { name: /Timeframe/ });
    await expect(select).toHaveTextContent('This quarter');
    select.focus();
    await userEvent.keyboard('{ArrowDown}');
    const listbox = await findRole('listbox');
    await userEvent.click(within(listbox).getByRole('option', { name: 'This year' }));
    await findText('Showing figures for this year.');
    await expect(screen.getByText('+12% from last year')).toBeVisible();
  },
};

/** The campaigns read fails: its card says so, reads '—' rather than 0, and the table gives way. */
export const CampaignsLoadError: Story = {
  parameters: { msw: { handlers: [...failingHandlers('/api/campaigns'), ...apiHandlers()] } },
  play: async () => {
    const alert = await findRole('alert');
    await expect(alert).toHaveTextContent('Error loading campaigns. Please try again.');
    await expect(screen.getByText('—')).toBeVisible();
    await expect(screen.queryByRole('grid', { name: 'Top performing campaigns' })).toBeNull();
  },
};

/** No campaigns at all: both the chart and the table say there is no campaign data. */
export const NoCampaigns: Story = {
  parameters: { msw: { handlers: apiHandlers({ campaigns: [] }) } },
  play: async () => {
    await findText('Top Performing Campaigns');
    // The chart's and the table's: the table's appears once the read has answered.
    await waitFor(() => expect(screen.getAllByText('No campaign data available')).toHaveLength(2), {
      timeout: LOAD_TIMEOUT,
    });
  },
};

/** Campaigns, none sent: the table's empty state says so. */
export const NoSentCampaigns: Story = {
  parameters: {
    msw: { handlers: apiHandlers({ campaigns: demoCampaigns.filter((c) => c.status !== 'sent') }) },
  },
  play: async () => {
    await findText('No sent campaigns');
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

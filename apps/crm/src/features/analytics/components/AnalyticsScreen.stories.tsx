import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { analyticsHandlers } from '../../../testing/analyticsHandlers';
import { apiHandlers, failingHandlers, pendingHandlers } from '../../../testing/handlers';
import { findRole, findText, LOAD_TIMEOUT } from '../../../testing/storyQueries';
import { withAppProviders } from '../../../testing/withAppProviders';
import { AnalyticsScreen, ANALYTICS_LOAD_ERROR, NO_SENDS_NOTE } from './AnalyticsScreen';

function LocationProbe() {
  const { search } = useLocation();
  return <output aria-label="Address">{search}</output>;
}

/** The screen at `/analytics` plus the story's `parameters.search`, with the address shown for plays. */
const atUrl: Decorator = (Story, { parameters }) => (
  <MemoryRouter initialEntries={[`/analytics${(parameters.search as string | undefined) ?? ''}`]}>
    <Story />
    <LocationProbe />
  </MemoryRouter>
);

/**
 * `AnalyticsScreen`: the timeframe in the URL; four cards with their change against the period
 * before; Contact Growth and Campaign Performance charts; the period's campaigns by open rate;
 * bounces and complaints; the pipeline. Every figure comes from the analytics reads (MSW answers them with the contract's factories).
 */
const meta = {
  title: 'App/Analytics/AnalyticsScreen',
  component: AnalyticsScreen,
  decorators: [atUrl, withAppProviders()],
  parameters: { msw: { handlers: apiHandlers() } },
} satisfies Meta<typeof AnalyticsScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const card = (title: string) =>
  screen.getByRole('heading', { name: title }).closest('[class*="card"]') as HTMLElement;

/** A month (the default): real figures, their change, both charts and the ranked table. */
export const WithData: Story = {
  play: async () => {
    await findText('1,240');
    await expect(card('Total Contacts')).toHaveTextContent('+7.8% from the previous 30 days');
    await expect(card('Campaigns Sent')).toHaveTextContent('8+100% from the previous 30 days');
    await expect(card('Avg. Open Rate')).toHaveTextContent(
      '30.5%+5.5 pts from the previous 30 days',
    );
    await expect(card('Avg. Click Rate')).toHaveTextContent(
      '4.5%+0.5 pts from the previous 30 days',
    );
    await findRole('group', 'Contact growth');
    await expect(screen.getByRole('group', { name: 'Campaign performance' })).toBeVisible();
    // Ranked by open rate (opens ÷ delivered × 100, to 1 decimal), not by the read's order.
    const table = screen.getByRole('grid', { name: 'Top performing campaigns' });
    const rows = within(table).getAllByRole('row').slice(1);
    await expect(rows.map((row) => row.textContent)).toEqual([
      'Welcome Series60024841.3%325.3%',
      'Spring Sale80020025.0%364.5%',
      'Product Update2004020.0%42.0%',
    ]);
    // The period's bounces and complaints (issue 30 §2), rates of the messages sent.
    await findText('Hard bounces');
    await expect(card('Bounces and Complaints')).toHaveTextContent(
      "Hard bounces210.5% of 4,210 sentSoft bounces9Temporary; three in a row count as a hard bounceComplaints20.05% of sent; Gmail's limit is 0.3%",
    );
    // The pipeline (issue 32 §3): open deals per stage as text, whatever the bars show.
    await expect(await findRole('table', 'Open deals by stage')).toHaveTextContent(
      'Qualified7$31,200',
    );
  },
};

/** Opened at ?timeframe=quarter, switched to a year: the URL, every card and the charts follow. */
export const ChangeTimeframe: Story = {
  parameters: { search: '?timeframe=quarter' },
  play: async () => {
    await findText('Showing figures for the last 90 days.');
    await findText('1,320');
    const select = screen.getByRole('button', { name: /Timeframe/ });
    select.focus();
    await userEvent.keyboard('{ArrowDown}');
    const listbox = await findRole('listbox');
    await userEvent.click(within(listbox).getByRole('option', { name: 'Last 12 months' }));
    await findText('1,680');
    await expect(screen.getByRole('status', { name: 'Address' })).toHaveTextContent(
      '?timeframe=year',
    );
    await expect(card('Campaigns Sent')).toHaveTextContent('96+100% from the previous 12 months');
    const table = screen.getByRole('grid', { name: 'Top performing campaigns' });
    await waitFor(() => expect(table).toHaveTextContent('Welcome Series7,2002,976'), {
      timeout: LOAD_TIMEOUT,
    });
    // Months on the growth chart's axis in a year.
    await userEvent.click(screen.getAllByRole('button', { name: 'Show as table' })[0]!);
    await expect(screen.getByRole('table', { name: 'Contact growth' })).toHaveTextContent('Month');
  },
};

/** A new account: nothing to average, so rates read '—' and say why; the empty states show. */
export const NewAccount: Story = {
  parameters: { msw: { handlers: [...analyticsHandlers({ account: 'new' }), ...apiHandlers()] } },
  play: async () => {
    await waitFor(() => expect(card('Avg. Open Rate')).toHaveTextContent(`—${NO_SENDS_NOTE}`), {
      timeout: LOAD_TIMEOUT,
    });
    await expect(card('Avg. Click Rate')).toHaveTextContent(`—${NO_SENDS_NOTE}`);
    await expect(card('Campaigns Sent')).toHaveTextContent(`0${NO_SENDS_NOTE}`);
    await findText('No campaign data available');
    await findText('No sent campaigns');
  },
};

/** While the reads are on their way: skeletons, no invented figures. */
export const Loading: Story = {
  tags: ['!visual'],
  parameters: { msw: { handlers: [...pendingHandlers('/api/analytics/*'), ...apiHandlers()] } },
  play: async () => {
    await findText('Top Performing Campaigns');
    await expect(screen.queryByText('%', { exact: false })).toBeNull();
    await expect(screen.queryByRole('group', { name: 'Contact growth' })).toBeNull();
  },
};

/** The summary fails: one announced error, and the cards show no figure. */
export const LoadFailed: Story = {
  parameters: {
    msw: {
      handlers: [...failingHandlers('/api/analytics/summary'), ...apiHandlers()],
    },
  },
  play: async () => {
    const alert = await findRole('alert');
    await expect(alert).toHaveTextContent(ANALYTICS_LOAD_ERROR);
    await expect(card('Total Contacts')).toHaveTextContent('—');
    await findRole('group', 'Contact growth');
  },
};

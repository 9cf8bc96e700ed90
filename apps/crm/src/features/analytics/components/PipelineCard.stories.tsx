import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, screen, userEvent, within } from 'storybook/test';
import { analyticsHandlers } from '../../../testing/analyticsHandlers';
import { apiHandlers, failingHandlers, pendingHandlers } from '../../../testing/handlers';
import { findRole, findText } from '../../../testing/storyQueries';
import { withAppProviders } from '../../../testing/withAppProviders';
import { PIPELINE_LOAD_ERROR, PipelineCard } from './PipelineCard';

/**
 * `PipelineCard`: each stage's open deals (count and value, a bar beside each amount) and the value
 * won in each of the last 12 months (issue 32 §3). Every figure is readable as a table.
 */
const meta = {
  title: 'App/Analytics/PipelineCard',
  component: PipelineCard,
  decorators: [withAppProviders()],
  parameters: { msw: { handlers: apiHandlers() } },
} satisfies Meta<typeof PipelineCard>;

export default meta;
type Story = StoryObj<typeof meta>;

const eur = (valueCents: number) => ({ currency: 'EUR', valueCents });

/** Open deals in three stages (one also in euros), an empty stage, and won deals most months. */
export const Populated: Story = {
  play: async () => {
    const table = within(await findRole('table', 'Open deals by stage'));
    const rows = table.getAllByRole('row').map((row) => row.textContent);
    await expect(rows).toEqual([
      'StageDealsOpen value',
      'Lead12$48,500 + €999.50',
      'Qualified7$31,200',
      'Proposal3$24,000',
      'Negotiation0$0',
    ]);
    await expect(await findRole('group', 'Value won by month, in USD')).toBeVisible();
    await findText('Bars show USD only: amounts in other currencies are listed, not converted.');
  },
};

/** The won chart's figures as a table, for anyone who cannot read the bars. */
export const WonAsTable: Story = {
  tags: ['!visual'], // The same figures as Populated, as text.
  play: async () => {
    await findRole('group', 'Value won by month, in USD');
    await userEvent.click(screen.getByRole('button', { name: 'Show as table' }));
    const won = await findRole('table', 'Value won by month, in USD');
    await expect(won).toHaveTextContent('May 2025$12,000');
    await expect(won).toHaveTextContent('Mar 2026$0');
  },
};

/** A new account: the default stages with nothing in them, nothing won. */
export const EmptyPipeline: Story = {
  parameters: { msw: { handlers: [...analyticsHandlers({ account: 'new' }), ...apiHandlers()] } },
  play: async () => {
    await findText(/No deals yet/);
    await expect(await findRole('link', 'Add a deal')).toHaveAttribute('href', '/deals');
    await expect(screen.queryByRole('table')).toBeNull();
  },
};

/** While the read is on its way: a skeleton, no invented figures. */
export const Loading: Story = {
  parameters: {
    msw: { handlers: [...pendingHandlers('/api/analytics/pipeline'), ...apiHandlers()] },
  },
  play: async () => {
    await expect(await findRole('status', 'Loading the pipeline')).toBeVisible();
    await expect(screen.queryByRole('table')).toBeNull();
  },
};

/** The read fails: the load-error text, inside the card. */
export const LoadFailed: Story = {
  parameters: {
    msw: { handlers: [...failingHandlers('/api/analytics/pipeline'), ...apiHandlers()] },
  },
  play: async () => {
    await findText(PIPELINE_LOAD_ERROR);
  },
};

/** A business in euros: an empty stage reads "€0", as its other figures do, not "$0". */
export const InEuros: Story = {
  tags: ['!visual'], // The look is Populated's; this checks the empty stage's currency.
  parameters: {
    msw: {
      handlers: [
        http.get('/api/analytics/pipeline', () =>
          HttpResponse.json({
            pipeline: {
              stages: [
                { id: 1, name: 'Lead', position: 0, count: 1, totals: [eur(480_000)] },
                { id: 2, name: 'Qualified', position: 1, count: 0, totals: [] },
              ],
              wonByMonth: Array.from({ length: 12 }, (_, i) => ({
                month: `2026-${String(i + 1).padStart(2, '0')}`,
                count: i === 11 ? 1 : 0,
                totals: i === 11 ? [eur(90_000)] : [],
              })),
            },
          }),
        ),
        ...apiHandlers(),
      ],
    },
  },
  play: async () => {
    const table = within(await findRole('table', 'Open deals by stage'));
    await expect(table.getAllByRole('row').map((row) => row.textContent)).toEqual([
      'StageDealsOpen value',
      'Lead1€4,800',
      'Qualified0€0',
    ]);
  },
};

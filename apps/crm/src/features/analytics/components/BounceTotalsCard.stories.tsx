import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { bouncesHandlers } from '../../../testing/bouncesHandlers';
import { apiHandlers, failingHandlers } from '../../../testing/handlers';
import { findRole, findText } from '../../../testing/storyQueries';
import { withAppProviders } from '../../../testing/withAppProviders';
import { BounceTotalsCard } from './BounceTotalsCard';

/**
 * `BounceTotalsCard`: the analytics period's bounces and complaints (issue 30 §2), hard bounces and
 * complaints as rates of the messages sent, soft bounces counted.
 */
const meta = {
  title: 'App/Analytics/BounceTotalsCard',
  component: BounceTotalsCard,
  args: { window: { from: '2024-05-02T00:00:00.000Z', to: '2024-06-01T00:00:00.000Z' } },
  decorators: [withAppProviders()],
  parameters: { msw: { handlers: apiHandlers() } },
} satisfies Meta<typeof BounceTotalsCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** 4,210 sent: 21 hard bounces (0.5%), 9 soft, 2 complaints (0.05%, under Gmail's 0.3%). */
export const WithFigures: Story = {
  play: async () => {
    await findText('0.5% of 4,210 sent');
    const card = (await findRole('heading', 'Bounces and Complaints')).closest(
      '[class*="card"]',
    ) as HTMLElement;
    await expect(card).toHaveTextContent(
      "Hard bounces210.5% of 4,210 sentSoft bounces9Temporary; three in a row count as a hard bounceComplaints20.05% of sent; Gmail's limit is 0.3%",
    );
  },
};

/** Nothing sent in the period: no rate to state. */
export const NoMailSent: Story = {
  parameters: {
    msw: {
      handlers: [
        ...bouncesHandlers({ totals: { sent: 0, hardBounces: 0, softBounces: 0, complaints: 0 } }),
        ...apiHandlers(),
      ],
    },
  },
  play: async () => {
    await findText('Temporary; three in a row count as a hard bounce');
    const card = (await findRole('heading', 'Bounces and Complaints')).closest(
      '[class*="card"]',
    ) as HTMLElement;
    await expect(within(card).getAllByText('No mail sent')).toHaveLength(2);
  },
};

/** The read fails: the load-error text, inside the card. */
export const LoadFailed: Story = {
  parameters: {
    msw: { handlers: [...failingHandlers('/api/bounces/totals'), ...apiHandlers()] },
  },
  play: async () => {
    await findText('Error loading bounces and complaints. Please try again.');
  },
};

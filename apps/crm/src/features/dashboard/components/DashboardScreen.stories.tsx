import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, waitFor } from 'storybook/test';
import { apiHandlers, failingHandlers, unauthorizedHandlers } from '../../../testing/handlers';
import { findRole, LOAD_TIMEOUT } from '../../../testing/storyQueries';
import { withAppProviders } from '../../../testing/withAppProviders';
import { DashboardScreen } from './DashboardScreen';

/** The card titled `title` (heading, in the card's header, in the card). */
const cardValue = (title: string) =>
  screen.getByRole('heading', { name: title }).parentElement?.parentElement;

/**
 * `DashboardScreen`: the signed-in home. Cards with the contact, campaign and template counts from
 * the API and the fixed open rate, then Recent Activity. A 401 reads as no data (0), not an error.
 */
const meta = {
  title: 'App/Dashboard/DashboardScreen',
  component: DashboardScreen,
  decorators: [withAppProviders()],
  parameters: { msw: { handlers: apiHandlers() } },
} satisfies Meta<typeof DashboardScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Counts from the API: 5 contacts, 3 campaigns, 1 template, and the fixed 24.5% open rate. */
export const WithData: Story = {
  play: async () => {
    await waitFor(() => expect(cardValue('Total Contacts')).toHaveTextContent('5'), {
      timeout: LOAD_TIMEOUT,
    });
    await expect(cardValue('Campaigns')).toHaveTextContent('3');
    await expect(cardValue('Templates')).toHaveTextContent('1');
    await expect(cardValue('Open Rate')).toHaveTextContent('24.5%');
    await expect(screen.getByRole('heading', { name: 'Recent Activity' })).toBeVisible();
    await expect(screen.getByText('No recent activity')).toBeVisible();
    await expect(screen.queryByRole('alert')).toBeNull();
  },
};

/** Every read answers 401: the counts read 0, with no error. */
export const Unauthorized: Story = {
  parameters: { msw: { handlers: [...unauthorizedHandlers, ...apiHandlers()] } },
  play: async () => {
    await waitFor(() => expect(screen.getAllByText('0')).toHaveLength(3), {
      timeout: LOAD_TIMEOUT,
    });
    await expect(screen.queryByRole('alert')).toBeNull();
  },
};

/** A read that fails with a server error: the counts are unknown (a dash, not 0) and an alert says so. */
export const LoadError: Story = {
  parameters: { msw: { handlers: [...failingHandlers('/api/contacts/count'), ...apiHandlers()] } },
  play: async () => {
    const alert = await findRole('alert');
    await expect(alert).toHaveTextContent('Some figures could not be loaded. Please try again.');
    await expect(cardValue('Total Contacts')).toHaveTextContent('—');
    await expect(cardValue('Templates')).toHaveTextContent('—');
    await expect(cardValue('Open Rate')).toHaveTextContent('24.5%');
  },
};

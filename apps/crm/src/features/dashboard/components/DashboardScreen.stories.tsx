import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { demoCampaigns, demoUser } from '../../../testing/fixtures';
import { analyticsHandlers } from '../../../testing/analyticsHandlers';
import {
  apiHandlers,
  failingHandlers,
  pendingHandlers,
  unauthorizedHandlers,
} from '../../../testing/handlers';
import { findRole, findText, LOAD_TIMEOUT } from '../../../testing/storyQueries';
import { withAppProviders } from '../../../testing/withAppProviders';
import { DashboardScreen, OPEN_RATE_HINT } from './DashboardScreen';
import { checklistStorageKey } from './FirstRunChecklist';

/** The card titled `title` (heading, in the card's header, in the card). */
const cardValue = (title: string) =>
  screen.getByRole('heading', { name: title }).parentElement?.parentElement;

/** A brand-new account: no contacts, templates, campaigns, sends or activity. */
const newAccountHandlers = [
  http.get('/api/contacts/count', () => HttpResponse.json({ total: 0 })),
  http.get('/api/email-templates', () => HttpResponse.json({ templates: [] })),
  ...analyticsHandlers({ account: 'new' }),
  ...apiHandlers({ campaigns: [] }),
];

/**
 * `DashboardScreen`: the signed-in home. Cards with the contact, campaign and template counts and
 * the real open rate of the last 30 days; a first-run checklist while the account is new; the
 * latest activity with links. A 401 on the counts reads as no data (0), not an error.
 */
const meta = {
  title: 'App/Dashboard/DashboardScreen',
  component: DashboardScreen,
  decorators: [withAppProviders()],
  parameters: { msw: { handlers: apiHandlers() } },
} satisfies Meta<typeof DashboardScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Counts, the month's open rate, the activity with links; every step done, so no checklist. */
export const WithData: Story = {
  play: async () => {
    await waitFor(() => expect(cardValue('Total Contacts')).toHaveTextContent('5'), {
      timeout: LOAD_TIMEOUT,
    });
    await expect(cardValue('Campaigns')).toHaveTextContent('3');
    await expect(cardValue('Templates')).toHaveTextContent('1');
    await waitFor(() => expect(cardValue('Open Rate')).toHaveTextContent('30.5%Last 30 days'));
    const activity = await findRole('list', 'Recent activity');
    const link = within(activity).getByRole('link', { name: 'Imported 250 contacts' });
    await expect(link).toHaveAttribute('href', '/contacts');
    await expect(within(activity).getAllByRole('listitem')).toHaveLength(8);
    await expect(screen.queryByText('No recent activity')).toBeNull();
    await expect(screen.queryByRole('heading', { name: 'Get started' })).toBeNull();
    await expect(screen.queryByRole('alert')).toBeNull();
  },
};

/** Large counts read as everywhere else in the app ('200,020', as Contacts shows it). */
export const LargeCounts: Story = {
  // Only the figures differ from WithData: asserted, not screenshotted.
  tags: ['!visual'],
  parameters: {
    msw: {
      handlers: [
        http.get('/api/contacts/count', () => HttpResponse.json({ total: 200020 })),
        ...apiHandlers(),
      ],
    },
  },
  play: async () => {
    await waitFor(() => expect(cardValue('Total Contacts')).toHaveTextContent('200,020'), {
      timeout: LOAD_TIMEOUT,
    });
  },
};

/** A new account: no open rate yet (with why), the checklist with nothing ticked, no activity. */
export const NewAccount: Story = {
  parameters: { msw: { handlers: newAccountHandlers } },
  play: async () => {
    await findText('0 of 3 steps done');
    await expect(cardValue('Open Rate')).toHaveTextContent(`—${OPEN_RATE_HINT}`);
    const steps = screen.getByRole('list', { name: 'Getting started steps' });
    await expect(
      within(steps).getByRole('link', { name: 'Add or import contacts' }),
    ).toHaveAttribute('href', '/contacts');
    await findText('No recent activity');
  },
};

/** Contacts and a template but nothing sent: two steps ticked; dismissing is remembered per user. */
export const ChecklistDismissed: Story = {
  parameters: {
    msw: {
      handlers: apiHandlers({ campaigns: demoCampaigns.filter((c) => c.status === 'draft') }),
    },
  },
  play: async () => {
    await findText('2 of 3 steps done');
    await expect(screen.getByText('Add or import contacts')).toHaveTextContent('(done)');
    await expect(screen.getByRole('link', { name: 'Send your first campaign' })).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Dismiss' }));
    await expect(screen.queryByRole('heading', { name: 'Get started' })).toBeNull();
    await expect(localStorage.getItem(checklistStorageKey(demoUser.id))).toBe('true');
  },
};

/** While the reads are on their way: skeletons, no figure invented. */
export const Loading: Story = {
  tags: ['!visual'],
  parameters: {
    msw: {
      handlers: [
        ...pendingHandlers('/api/analytics/*'),
        ...pendingHandlers('/api/contacts/count'),
        ...apiHandlers(),
      ],
    },
  },
  play: async () => {
    await findText('Recent Activity');
    await expect(screen.queryByText('%', { exact: false })).toBeNull();
    await expect(screen.queryByText('No recent activity')).toBeNull();
  },
};

/** Every count read answers 401: the counts read 0, with no error. */
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
  },
};

/** The activity read fails: its own error, the cards unaffected. */
export const ActivityLoadError: Story = {
  parameters: {
    msw: { handlers: [...failingHandlers('/api/analytics/activity'), ...apiHandlers()] },
  },
  play: async () => {
    const alert = await findRole('alert');
    await expect(alert).toHaveTextContent('Error loading recent activity. Please try again.');
    await expect(screen.queryByText('No recent activity')).toBeNull();
  },
};

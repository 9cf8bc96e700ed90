import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { analyticsHandlers } from '../testing/analyticsHandlers';
import { apiHandlers, failingHandlers } from '../testing/handlers';
import { findRole, findText } from '../testing/storyQueries';
import { paths } from '../config/paths';
import { withAppProviders } from '../testing/withAppProviders';
import { withStoryRoute } from '../testing/withStoryRoute';
import { RecentActivityList } from './RecentActivityList';

/**
 * `RecentActivityList`: the account's latest real events, newest first, each a link with its
 * time; shared by the dashboard and the Notifications panel.
 */
const meta = {
  title: 'App/Components/RecentActivityList',
  component: RecentActivityList,
  args: { onNavigate: fn() },
  // Links navigate inside a memory router, so following one stays in the story.
  decorators: [withStoryRoute(paths.dashboard), withAppProviders()],
  parameters: { msw: { handlers: apiHandlers() } },
} satisfies Meta<typeof RecentActivityList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Each event is a link with a machine-readable time. */
export const WithActivity: Story = {
  play: async () => {
    const list = await findRole('list', 'Recent activity');
    await expect(within(list).getAllByRole('link').length).toBeGreaterThan(1);
    await expect(list.querySelector('time')).toHaveAttribute('datetime');
  },
};

/** Following an event goes to what it concerns and reports it (the page after is not the list's look). */
export const FollowALink: Story = {
  tags: ['!visual'],
  play: async ({ args }) => {
    const list = await findRole('list', 'Recent activity');
    await userEvent.click(within(list).getByRole('link', { name: /reached 100 opens/ }));
    await findText(/^Now at \//);
    await expect(args.onNavigate).toHaveBeenCalledOnce();
  },
};

/** Nothing has happened yet: the spec's empty text, not an empty list. */
export const Empty: Story = {
  parameters: { msw: { handlers: [...analyticsHandlers({ activity: [] }), ...apiHandlers()] } },
  play: async () => {
    await findText('No recent activity');
  },
};

/** The read fails: an alert with the load-error text. */
export const LoadFailed: Story = {
  parameters: {
    msw: { handlers: [...failingHandlers('/api/analytics/activity'), ...apiHandlers()] },
  },
  play: async () => {
    await expect(await findRole('alert')).toHaveTextContent(
      'Error loading recent activity. Please try again.',
    );
  },
};

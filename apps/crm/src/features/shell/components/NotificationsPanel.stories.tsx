import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { apiHandlers } from '../../../testing/handlers';
import { findRole } from '../../../testing/storyQueries';
import { paths } from '../../../config/paths';
import { withAppProviders } from '../../../testing/withAppProviders';
import { withStoryRoute } from '../../../testing/withStoryRoute';
import { NotificationsPanel } from './NotificationsPanel';

/** `NotificationsPanel`: the Notifications popover's body, the dashboard's recent events. */
const meta = {
  title: 'App/Shell/NotificationsPanel',
  component: NotificationsPanel,
  args: { onNavigate: fn() },
  // Links navigate inside a memory router, so following one stays in the story.
  decorators: [withStoryRoute(paths.dashboard), withAppProviders()],
  parameters: { msw: { handlers: apiHandlers() } },
} satisfies Meta<typeof NotificationsPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The same recent events as the dashboard. */
export const Default: Story = {
  play: async () => {
    const list = await findRole('list', 'Recent activity');
    await expect(within(list).getAllByRole('link').length).toBeGreaterThan(1);
  },
};

/** Following an event's link closes the panel (`onNavigate`). */
export const FollowALink: Story = {
  tags: ['!visual'],
  play: async ({ args }) => {
    const list = await findRole('list', 'Recent activity');
    const [first] = within(list).getAllByRole('link');
    if (first) await userEvent.click(first);
    await expect(args.onNavigate).toHaveBeenCalledOnce();
  },
};

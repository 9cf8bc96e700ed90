import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { apiHandlers } from '../../../testing/handlers';
import { findRole, findText } from '../../../testing/storyQueries';
import { tasksHandlers } from '../../../testing/tasksHandlers';
import { withAppProviders } from '../../../testing/withAppProviders';
import { TodayTasksCard } from './TodayTasksCard';

/** `TodayTasksCard`: the dashboard's small card of today's tasks (issue 32 §1). */
const meta = {
  title: 'App/Tasks/TodayTasksCard',
  component: TodayTasksCard,
  decorators: [withAppProviders()],
  parameters: { msw: { handlers: [...tasksHandlers(), ...apiHandlers()] } },
} satisfies Meta<typeof TodayTasksCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Today's tasks, and a link to all of them naming how many are overdue. */
export const Today: Story = {
  play: async () => {
    const list = await findRole('list', "Today's tasks");
    await expect(within(list).getAllByRole('listitem')).toHaveLength(1);
    await expect(list).toHaveTextContent('Call back about pricing');
    await expect(await findRole('link', 'All tasks (1 overdue)')).toHaveAttribute('href', '/tasks');
  },
};

export const NothingToday: Story = {
  parameters: { msw: { handlers: [...tasksHandlers([]), ...apiHandlers()] } },
  play: async () => {
    await findText('Nothing due today');
    await expect(await findRole('link', 'All tasks')).toBeVisible();
  },
};

import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { apiHandlers } from '../../../testing/handlers';
import { sampleTasks, tasksHandlers } from '../../../testing/tasksHandlers';
import { withAppProviders } from '../../../testing/withAppProviders';
import { TASKS_LOAD_ERROR, TaskList } from './TaskList';

/** A paged read as the tasks hooks give it. */
const query = (over: Partial<Parameters<typeof TaskList>[0]['query']> = {}) => ({
  isPending: false,
  isError: false,
  data: { rows: sampleTasks.slice(0, 3), total: 3 },
  hasNextPage: false,
  isFetchingNextPage: false,
  fetchNextPage: fn(),
  ...over,
});

/** `TaskList`: a page of tasks at a time, with its loading, failed and empty states. */
const meta = {
  title: 'App/Tasks/TaskList',
  component: TaskList,
  args: { query: query(), emptyTitle: 'Nothing due today', labelledBy: 'tasks-heading' },
  render: (args) => (
    <section aria-labelledby="tasks-heading">
      <h2 id="tasks-heading">Today</h2>
      <TaskList {...args} />
    </section>
  ),
  decorators: [withAppProviders()],
  parameters: { msw: { handlers: [...tasksHandlers(), ...apiHandlers()] } },
} satisfies Meta<typeof TaskList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Named by its heading. */
export const WithTasks: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('list', { name: 'Today' }).children).toHaveLength(3);
  },
};

export const Loading: Story = {
  args: { query: query({ isPending: true, data: undefined }) },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status', { name: 'Loading tasks' })).toBeVisible();
  },
};

export const LoadFailed: Story = {
  args: { query: query({ isError: true, data: undefined }) },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(TASKS_LOAD_ERROR);
  },
};

export const Empty: Story = {
  args: { query: query({ data: { rows: [], total: 0 } }) },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Nothing due today')).toBeVisible();
  },
};

/** More than a page: a button says how many are shown and loads the next page. */
export const ShowMore: Story = {
  // Ends focused on the pressed button, whose ring depends on react-aria's guess at the input.
  tags: ['!visual'],
  args: { query: query({ data: { rows: sampleTasks.slice(0, 3), total: 40 }, hasNextPage: true }) },
  play: async ({ canvas, args }) => {
    const more = canvas.getByRole('button', { name: /Show more/ });
    await expect(more).toHaveTextContent(/3 of 40/);
    await userEvent.click(more);
    await expect(args.query.fetchNextPage).toHaveBeenCalledTimes(1);
  },
};

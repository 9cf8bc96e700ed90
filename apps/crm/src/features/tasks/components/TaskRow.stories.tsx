import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { apiHandlers } from '../../../testing/handlers';
import { findText } from '../../../testing/storyQueries';
import { sampleTasks, tasksHandlers } from '../../../testing/tasksHandlers';
import { withAppProviders } from '../../../testing/withAppProviders';
import { TaskRow } from './TaskRow';

const [overdue, , , undated, done] = sampleTasks;

/** `TaskRow`: one task, a box to tick it done or open it again, when it is due, its contact. */
const meta = {
  title: 'App/Tasks/TaskRow',
  component: TaskRow,
  args: { task: overdue! },
  render: (args) => (
    <ul style={{ listStyle: 'none', padding: 0 }} aria-label="Tasks">
      <TaskRow {...args} />
    </ul>
  ),
  decorators: [withAppProviders()],
  parameters: { msw: { handlers: [...tasksHandlers(), ...apiHandlers()] } },
} satisfies Meta<typeof TaskRow>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Open, with its due time and a link to its contact's page. */
export const Open: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('checkbox', { name: overdue!.title })).not.toBeChecked();
    await expect(canvas.getByText(/^Due /)).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Ada Lovelace' })).toHaveAttribute(
      'href',
      '/contacts/1',
    );
  },
};

/** On its contact's own page the link would lead back to it: not shown. */
export const WithoutContact: Story = {
  args: { showContact: false },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('link')).toBeNull();
  },
};

export const NoDueDate: Story = {
  args: { task: undated! },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No due date')).toBeVisible();
  },
};

/** Done: ticked, struck through, with when it was done. */
export const Done: Story = {
  args: { task: done! },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('checkbox', { name: done!.title })).toBeChecked();
    await expect(canvas.getByText(/^Done /)).toBeVisible();
  },
};

/** Ticking it and deleting it each say what happened. */
export const TickAndDelete: Story = {
  tags: ['!visual'],
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('checkbox', { name: overdue!.title }));
    await findText('Task done');
    const row = canvas.getByRole('listitem');
    await userEvent.click(
      within(row).getByRole('button', { name: `Delete task ${overdue!.title}` }),
    );
    await findText('Task deleted');
  },
};

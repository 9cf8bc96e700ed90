import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { apiHandlers } from '../../../testing/handlers';
import { findText } from '../../../testing/storyQueries';
import { sampleTasks, storyTask, tasksHandlers } from '../../../testing/tasksHandlers';
import { withAppProviders } from '../../../testing/withAppProviders';
import { TaskRow } from './TaskRow';

const [overdue, , , undated, done] = sampleTasks;

/** `TaskRow`: one task, a box to tick it done or open it again, when it is due, what it is about. */
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
  args: { showRecord: false },
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

/** About a company: a link to its page. */
export const OnACompany: Story = {
  args: {
    task: storyTask({
      id: 6,
      title: 'Visit the Acme office',
      dueAt: '2026-03-06T10:00:00.000Z',
      companyId: 1,
      companyName: 'Acme Ltd',
    }),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Acme Ltd' })).toHaveAttribute(
      'href',
      '/companies/1',
    );
  },
};

/** About a deal: its name (a deal has no page of its own). */
export const OnADeal: Story = {
  args: {
    task: storyTask({
      id: 7,
      title: 'Send the renewal quote',
      dueAt: '2026-03-06T10:00:00.000Z',
      dealId: 1,
      dealName: 'Acme renewal',
    }),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Deal: Acme renewal')).toBeVisible();
    await expect(canvas.queryByRole('link')).toBeNull();
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

import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { apiHandlers } from '../../../testing/handlers';
import { findRole, findText } from '../../../testing/storyQueries';
import { tasksHandlers } from '../../../testing/tasksHandlers';
import { withAppProviders } from '../../../testing/withAppProviders';
import { TasksScreen } from './TasksScreen';

/** `TasksScreen`: the account's tasks in Overdue, Today, Upcoming and Done (issue 32 §1). */
const meta = {
  title: 'App/Tasks/TasksScreen',
  component: TasksScreen,
  decorators: [withAppProviders()],
  parameters: { msw: { handlers: [...tasksHandlers(), ...apiHandlers()] } },
} satisfies Meta<typeof TasksScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const group = async (name: RegExp) => within(await findRole('list', name));

/** Each group with its tasks, their due times and contacts. */
export const Groups: Story = {
  play: async () => {
    await expect((await group(/^Overdue/)).getAllByRole('listitem')).toHaveLength(1);
    await expect(await findRole('heading', 'Overdue (1)')).toBeVisible();
    const today = (await group(/^Today/)).getAllByRole('listitem');
    await expect(today[0]).toHaveTextContent('Call back about pricing');
    await expect(within(today[0]!).getByRole('link', { name: 'Ada Lovelace' })).toHaveAttribute(
      'href',
      '/contacts/1',
    );
    const upcoming = (await group(/^Upcoming/)).getAllByRole('listitem');
    await expect(upcoming.map((i) => i.textContent)).toEqual([
      expect.stringContaining('Prepare the spring newsletter'),
      expect.stringContaining('No due date'),
    ]);
    await expect((await group(/^Done/)).getByRole('checkbox')).toBeChecked();
  },
};

/** Ticking a task moves it to Done; unticking brings it back. */
export const TickDone: Story = {
  parameters: { msw: { handlers: [...tasksHandlers(), ...apiHandlers()] } },
  play: async () => {
    const today = await group(/^Today/);
    await userEvent.click(today.getByRole('checkbox', { name: 'Call back about pricing' }));
    await findText('Nothing due today');
    await waitFor(async () =>
      expect((await group(/^Done/)).getAllByRole('listitem')).toHaveLength(2),
    );
    const done = await group(/^Done/);
    await userEvent.click(done.getByRole('checkbox', { name: 'Call back about pricing' }));
    await waitFor(async () =>
      expect((await group(/^Today/)).getAllByRole('listitem')).toHaveLength(1),
    );
  },
};

/**
 * Ticked with the keyboard, a task leaves its group and focus takes its place: the next task of the
 * group, or the group's heading when it was the last (focus no longer drops to the page's body).
 */
export const TickDoneKeepsFocus: Story = {
  tags: ['!visual'], // Ends on a focus ring, which is the point; its look is Checkbox's stories'.
  parameters: { msw: { handlers: [...tasksHandlers(), ...apiHandlers()] } },
  play: async () => {
    const upcoming = await group(/^Upcoming/);
    const [first, second] = upcoming.getAllByRole('checkbox');
    first!.focus();
    await userEvent.keyboard(' ');
    await waitFor(async () =>
      expect((await group(/^Upcoming/)).getAllByRole('listitem')).toHaveLength(1),
    );
    await waitFor(() => expect(second).toHaveFocus());
    second!.focus();
    await userEvent.keyboard(' ');
    await findText('Nothing coming up');
    await waitFor(async () => expect(await findRole('heading', /^Upcoming/)).toHaveFocus());
  },
};

/** A task needs a title, said in plain words; with one it is added (no due date: upcoming). */
export const AddTask: Story = {
  parameters: { msw: { handlers: [...tasksHandlers(), ...apiHandlers()] } },
  play: async () => {
    await userEvent.click(await findRole('button', 'Add task'));
    await findText('Give the task a title');
    await userEvent.type(await findRole('textbox', 'Task'), 'Order brochures');
    await userEvent.click(await findRole('button', 'Add task'));
    await waitFor(async () =>
      expect((await group(/^Upcoming/)).getAllByRole('listitem')).toHaveLength(3),
    );
    await expect(await findRole('textbox', 'Task')).toHaveValue('');
  },
};

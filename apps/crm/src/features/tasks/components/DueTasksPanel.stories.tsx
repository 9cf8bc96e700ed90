import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { apiHandlers } from '../../../testing/handlers';
import { findRole } from '../../../testing/storyQueries';
import { tasksHandlers } from '../../../testing/tasksHandlers';
import { withAppProviders } from '../../../testing/withAppProviders';
import { DueTasksPanel } from './DueTasksPanel';

/**
 * `DueTasksPanel`: the Notifications panel's open tasks past their time, then today's; nothing at
 * all while nothing is due.
 */
const meta = {
  title: 'App/Tasks/DueTasksPanel',
  component: DueTasksPanel,
  decorators: [withAppProviders()],
  parameters: { msw: { handlers: [...tasksHandlers(), ...apiHandlers()] } },
} satisfies Meta<typeof DueTasksPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Counted in words, Overdue before Today; one ticked done leaves the count. */
export const TasksDue: Story = {
  play: async () => {
    const panel = await findRole('region', '2 tasks due');
    await expect(within(panel).getByRole('list', { name: 'Overdue' })).toHaveTextContent(
      'Send the signed contract',
    );
    await expect(within(panel).getByRole('list', { name: 'Today' })).toHaveTextContent(
      'Call back about pricing',
    );
    await expect(within(panel).getByRole('link', { name: 'All tasks' })).toHaveAttribute(
      'href',
      '/tasks',
    );
  },
};

export const TickedDone: Story = {
  tags: ['!visual'], // Ends on a toast; Tasks Due covers the look.
  play: async () => {
    const panel = await findRole('region', '2 tasks due');
    await userEvent.click(
      within(panel).getByRole('checkbox', { name: 'Send the signed contract' }),
    );
    await findRole('region', '1 task due');
    await waitFor(() => expect(screen.queryByRole('list', { name: 'Overdue' })).toBeNull());
  },
};

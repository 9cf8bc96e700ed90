import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { apiHandlers } from '../../../testing/handlers';
import { findRole } from '../../../testing/storyQueries';
import { storyTask, tasksHandlers } from '../../../testing/tasksHandlers';
import { withAppProviders } from '../../../testing/withAppProviders';
import { RecordTasks } from './RecordTasks';

/** `RecordTasks`: a contact's, a company's or a deal's tasks on its page, open ones first (issue 32 §1–§3). */
const meta = {
  title: 'App/Tasks/RecordTasks',
  component: RecordTasks,
  args: { record: { contactId: 1 } },
  decorators: [withAppProviders()],
  parameters: { msw: { handlers: [...tasksHandlers(), ...apiHandlers()] } },
} satisfies Meta<typeof RecordTasks>;

export default meta;
type Story = StoryObj<typeof meta>;

const items = async () => within(await findRole('list', 'Tasks')).getAllByRole('listitem');

/** Open ones by due time, then done ones; no contact link on the contact's own page. */
export const Tasks: Story = {
  play: async () => {
    const all = await items();
    await expect(all.map((i) => i.textContent)).toEqual([
      expect.stringContaining('Send the signed contract'),
      expect.stringContaining('Call back about pricing'),
      expect.stringContaining('Book the demo'),
    ]);
    await expect(within(all[2]!).getByRole('checkbox')).toBeChecked();
    await expect(within(all[0]!).queryByRole('link')).toBeNull();
  },
};

/** Adding one and ticking it. */
export const AddAndTick: Story = {
  parameters: { msw: { handlers: [...tasksHandlers(), ...apiHandlers()] } },
  play: async () => {
    await userEvent.type(await findRole('textbox', 'Task'), 'Send a thank-you card');
    await userEvent.click(await findRole('button', 'Add task'));
    await waitFor(async () => expect(await items()).toHaveLength(4));
    const card = (await items()).find((i) => i.textContent?.includes('thank-you'))!;
    await userEvent.click(within(card).getByRole('checkbox'));
    await waitFor(async () =>
      expect(
        within((await items()).at(-1)!).getByRole('checkbox', { name: /thank-you|Book the demo/ }),
      ).toBeChecked(),
    );
  },
};

/** A deal's tasks, as in its dialog: its own only, and a new one is added to it. */
export const OnADeal: Story = {
  args: { record: { dealId: 1 } },
  parameters: {
    msw: {
      handlers: [
        ...tasksHandlers([
          storyTask({
            id: 1,
            title: 'Send the renewal quote',
            dueAt: '2026-03-06T10:00:00.000Z',
            dealId: 1,
            dealName: 'Acme renewal',
          }),
          storyTask({ id: 2, title: 'Call back about pricing', contactId: 1 }),
        ]),
        ...apiHandlers(),
      ],
    },
  },
  play: async () => {
    await expect((await items()).map((i) => i.textContent)).toEqual([
      expect.stringContaining('Send the renewal quote'),
    ]);
    // On the deal's own list the deal is not named again.
    await expect((await items())[0]).not.toHaveTextContent('Acme renewal');
    await userEvent.type(await findRole('textbox', 'Task'), 'Book the signing');
    await userEvent.click(await findRole('button', 'Add task'));
    await waitFor(async () => expect(await items()).toHaveLength(2));
  },
};

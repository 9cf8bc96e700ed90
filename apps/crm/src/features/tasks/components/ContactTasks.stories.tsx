import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { apiHandlers } from '../../../testing/handlers';
import { findRole } from '../../../testing/storyQueries';
import { tasksHandlers } from '../../../testing/tasksHandlers';
import { withAppProviders } from '../../../testing/withAppProviders';
import { ContactTasks } from './ContactTasks';

/** `ContactTasks`: a contact's tasks on its page, open ones first (issue 32 §1). */
const meta = {
  title: 'App/Tasks/ContactTasks',
  component: ContactTasks,
  args: { contactId: 1 },
  decorators: [withAppProviders()],
  parameters: { msw: { handlers: [...tasksHandlers(), ...apiHandlers()] } },
} satisfies Meta<typeof ContactTasks>;

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

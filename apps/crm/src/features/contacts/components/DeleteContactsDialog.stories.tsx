import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { clearToasts } from '@crm/ui';
import { apiHandlers } from '../../../testing/handlers';
import { findRole, findText } from '../../../testing/storyQueries';
import { withAppProviders } from '../../../testing/withAppProviders';
import { contactsHandlers, sampleContacts } from '../testing/contactsHandlers';
import { DeleteContactsDialog } from './DeleteContactsDialog';

/** `DeleteContactsDialog`: the spec's confirm for one contact; for a selection it says how many. */
const meta = {
  title: 'App/Contacts/DeleteContactsDialog',
  component: DeleteContactsDialog,
  args: { isOpen: true, onOpenChange: fn(), onDone: fn(), target: { contact: sampleContacts[2]! } },
  decorators: [withAppProviders()],
  parameters: { msw: { handlers: [...contactsHandlers(), ...apiHandlers()] } },
} satisfies Meta<typeof DeleteContactsDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** One contact: 'Are you sure you want to delete this contact?', then the spec's toast. */
export const OneContact: Story = {
  // The submit button's colour is still changing back after the write: not screenshotted.
  tags: ['!visual'],
  play: async ({ args }) => {
    const dialog = within(
      await findRole('alertdialog', 'Are you sure you want to delete this contact?'),
    );
    await userEvent.click(dialog.getByRole('button', { name: 'Delete' }));
    await findText('Contact deleted successfully');
    await waitFor(() => expect(args.onDone).toHaveBeenCalled());
    clearToasts();
  },
};

/** A selection: the question counts the contacts; Cancel deletes nothing. */
export const Selection: Story = {
  args: { target: { selection: { ids: [1, 2, 3], count: 3 } } },
  play: async ({ args }) => {
    const dialog = within(
      await findRole('alertdialog', 'Are you sure you want to delete 3 contacts?'),
    );
    await userEvent.click(dialog.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(args.onOpenChange).toHaveBeenCalledWith(false));
    await expect(args.onDone).not.toHaveBeenCalled();
  },
};

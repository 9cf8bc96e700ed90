import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { clearToasts } from '@crm/ui';
import { apiHandlers } from '../../../testing/handlers';
import { findRole, findText } from '../../../testing/storyQueries';
import { withAppProviders } from '../../../testing/withAppProviders';
import { contactsHandlers } from '../testing/contactsHandlers';
import { BulkTagDialog } from './BulkTagDialog';

/** `BulkTagDialog`: one tag added to every selected contact. */
const meta = {
  title: 'App/Contacts/BulkTagDialog',
  component: BulkTagDialog,
  args: {
    isOpen: true,
    onOpenChange: fn(),
    onDone: fn(),
    selection: { ids: [1, 2], count: 2 },
  },
  decorators: [withAppProviders()],
  parameters: { msw: { handlers: [...contactsHandlers(), ...apiHandlers()] } },
} satisfies Meta<typeof BulkTagDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A tag is required; a given one is added to both contacts. */
export const AddTag: Story = {
  // The submit button's colour is still changing back after the write: not screenshotted.
  tags: ['!visual'],
  play: async ({ args }) => {
    const dialog = within(await findRole('dialog', 'Add Tag'));
    await expect(dialog.getByText('Add a tag to 2 contacts.')).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: 'Add Tag' }));
    await findText('Tag is required');
    await userEvent.type(dialog.getByRole('textbox', { name: 'Tag' }), 'spring');
    await userEvent.click(dialog.getByRole('button', { name: 'Add Tag' }));
    await findText('Tag added to 2 contacts');
    await waitFor(() => expect(args.onDone).toHaveBeenCalled());
    clearToasts();
  },
};

/** As it opens for a selection of two. */
export const Open: Story = {
  play: async () => {
    const dialog = within(await findRole('dialog', 'Add Tag'));
    await expect(dialog.getByRole('textbox', { name: 'Tag' })).toHaveValue('');
  },
};

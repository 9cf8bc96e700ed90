import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { http, HttpResponse } from 'msw';
import { clearToasts } from '@crm/ui';
import { ContactUpdateInputSchema } from '@crm/api-client';
import { apiHandlers, readBody } from '../../../testing/handlers';
import { findRole, findText } from '../../../testing/storyQueries';
import { withAppProviders } from '../../../testing/withAppProviders';
import { sampleContacts } from '../testing/contactsHandlers';
import { ManageTagsDialog } from './ManageTagsDialog';

let sent: unknown;

/** `ManageTagsDialog`: a tag editor saved through PATCH with the whole list. */
const meta = {
  title: 'App/Contacts/ManageTagsDialog',
  component: ManageTagsDialog,
  args: { isOpen: true, onOpenChange: fn(), contact: sampleContacts[0]! },
  decorators: [withAppProviders()],
  parameters: {
    msw: {
      handlers: [
        http.patch('/api/contacts/:id', async ({ request }) => {
          const { body, refused } = await readBody(request, ContactUpdateInputSchema);
          if (refused) return refused;
          sent = body;
          return HttpResponse.json({ contact: { ...sampleContacts[0], ...body } });
        }),
        ...apiHandlers(),
      ],
    },
  },
} satisfies Meta<typeof ManageTagsDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A blank or repeated tag is refused under the field; removing and adding are saved together. */
export const EditAndSave: Story = {
  // The submit button's colour is still changing back after the write: not screenshotted.
  tags: ['!visual'],
  play: async ({ args }) => {
    const dialog = within(await findRole('dialog', 'Manage Tags'));
    await userEvent.click(dialog.getByRole('button', { name: 'Add' }));
    await findText('Tags cannot be blank');
    await userEvent.type(dialog.getByLabelText('New tag'), 'vip{Enter}');
    await findText('The contact already has this tag');
    await userEvent.clear(dialog.getByLabelText('New tag'));
    await userEvent.type(dialog.getByLabelText('New tag'), 'speaker{Enter}');
    await userEvent.click(dialog.getByRole('button', { name: 'Remove tag newsletter' }));
    await expect(dialog.getByRole('list', { name: 'Current tags' })).toHaveTextContent(
      /vip.*speaker/,
    );
    await userEvent.click(dialog.getByRole('button', { name: 'Save Tags' }));
    await findText('Contact updated successfully');
    await expect(sent).toEqual({ tags: ['vip', 'speaker'] });
    await waitFor(() => expect(args.onOpenChange).toHaveBeenCalledWith(false));
    clearToasts();
  },
};

/** As it opens: the contact's tags as removable chips. */
export const Open: Story = {
  play: async () => {
    const dialog = within(await findRole('dialog', 'Manage Tags'));
    await expect(dialog.getByRole('button', { name: 'Remove tag vip' })).toBeVisible();
  },
};

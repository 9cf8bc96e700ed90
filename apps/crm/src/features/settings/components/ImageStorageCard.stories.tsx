import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { apiHandlers } from '../../../testing/handlers';
import { findRole, findText } from '../../../testing/storyQueries';
import { withAppProviders } from '../../../testing/withAppProviders';
import { uploadsHandlers } from '../../../testing/uploadsHandlers';
import { ImageStorageCard } from './ImageStorageCard';

/**
 * `ImageStorageCard` (on Settings): the storage the account's images use of the 50 MB quota, the
 * same figures as the builder's image library, and Manage images to delete what is no longer used.
 */
const meta = {
  title: 'App/Settings/ImageStorageCard',
  component: ImageStorageCard,
  decorators: [withAppProviders({ signedIn: true })],
  parameters: { msw: { handlers: [...uploadsHandlers(), ...apiHandlers()] } },
} satisfies Meta<typeof ImageStorageCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * 12.4 MB of 50 MB in four images; deleting one in Manage images frees its storage, and the
 * card says so once the dialog closes.
 */
export const ManageImages: Story = {
  play: async () => {
    const meter = await findRole('meter', 'Image storage');
    await expect(meter).toHaveAttribute('aria-valuetext', '12.4 MB of 50 MB used');
    await findText('4 images');

    await userEvent.click(screen.getByRole('button', { name: 'Manage images' }));
    const dialog = within(await findRole('dialog', 'Image library'));
    // Managing only: no image is chosen here, so the description does not ask for one.
    await expect(
      dialog.getByText(
        'Images you uploaded for your emails. Delete the ones you no longer use to free storage.',
      ),
    ).toBeVisible();
    await userEvent.click(await dialog.findByRole('button', { name: 'Delete PNG image' }));
    const confirm = within(await findRole('alertdialog', 'Delete this image?'));
    await userEvent.click(confirm.getByRole('button', { name: 'Delete image' }));
    await waitFor(() => expect(dialog.getAllByRole('row')).toHaveLength(3));
    await userEvent.click(dialog.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await findText('3 images');
    await expect(screen.getByRole('meter', { name: 'Image storage' })).toHaveAttribute(
      'aria-valuetext',
      '12.1 MB of 50 MB used',
    );
  },
};

/** The storage cannot be read: the error, in the card. */
export const LoadFails: Story = {
  tags: ['!visual'],
  parameters: { msw: { handlers: [...uploadsHandlers({ loadError: true }), ...apiHandlers()] } },
  play: async () => {
    await findText('Error loading your image storage. Please try again.');
  },
};

import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { dialogStory } from '../../../testing/dialogStory';
import { apiHandlers } from '../../../testing/handlers';
import { demoSegments } from '../../../testing/segmentsHandlers';
import { findRole } from '../../../testing/storyQueries';
import { withAppProviders } from '../../../testing/withAppProviders';
import { RenameSegmentDialog } from './RenameSegmentDialog';

const segment = demoSegments()[0]!;

/** `RenameSegmentDialog`: a segment's new name; its conditions stay as they are. */
const meta = {
  title: 'App/Segments/RenameSegmentDialog',
  component: RenameSegmentDialog,
  render: dialogStory(RenameSegmentDialog),
  args: { isOpen: true, onOpenChange: fn(), segment },
  decorators: [withAppProviders()],
  parameters: { layout: 'fullscreen', msw: { handlers: apiHandlers() } },
} satisfies Meta<typeof RenameSegmentDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Opens on the segment's name. */
export const Open: Story = {
  play: async () => {
    const dialog = within(await findRole('dialog', 'Rename segment'));
    await expect(dialog.getByRole('textbox', { name: 'Name' })).toHaveValue(segment.name);
  },
};

/** An empty name is refused on the field; a new one is saved and the dialog closes. */
export const Rename: Story = {
  tags: ['!visual'], // Ends on a toast that fades in.
  play: async ({ args }) => {
    const dialog = within(await findRole('dialog', 'Rename segment'));
    const name = dialog.getByRole('textbox', { name: 'Name' });
    await userEvent.clear(name);
    await userEvent.click(dialog.getByRole('button', { name: 'Rename' }));
    await expect(await dialog.findByText('Name is required')).toBeVisible();
    await expect(args.onOpenChange).not.toHaveBeenCalled();
    await userEvent.type(name, 'Best customers');
    await userEvent.click(dialog.getByRole('button', { name: 'Rename' }));
    await waitFor(() => expect(args.onOpenChange).toHaveBeenCalledWith(false));
  },
};

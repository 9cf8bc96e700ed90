import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button } from '@crm/ui';
import { findRole } from '../testing/storyQueries';
import { DesignDialog } from './DesignDialog';

/**
 * `DesignDialog`: the wide (full-screen on a phone) dialog the email designers open in. With
 * `isDirty`, every way of closing asks 'Discard unsaved changes?' first.
 */
const meta = {
  title: 'App/Components/DesignDialog',
  component: DesignDialog,
  args: {
    isOpen: true,
    onOpenChange: fn(),
    title: 'Create Email Template',
    description: 'Design a reusable email for your campaigns.',
    isDirty: false,
    children: (requestClose: () => void) => (
      <Button variant="secondary" onPress={requestClose}>
        Cancel
      </Button>
    ),
  },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof DesignDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Nothing to lose: Cancel closes at once. */
export const Clean: Story = {
  play: async ({ args }) => {
    const dialog = await findRole('dialog', 'Create Email Template');
    await expect(dialog).toHaveAccessibleDescription('Design a reusable email for your campaigns.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
  },
};

/** Unsaved work: Escape asks first, and only Discard closes. */
export const Dirty: Story = {
  args: { isDirty: true },
  play: async ({ args }) => {
    await findRole('dialog', 'Create Email Template');
    await userEvent.keyboard('{Escape}');
    const confirm = await findRole('alertdialog', 'Discard unsaved changes?');
    await expect(args.onOpenChange).not.toHaveBeenCalled();
    await expect(within(confirm).getByRole('button', { name: 'Keep editing' })).toHaveFocus();
  },
};

/** Discard closes the dialog. */
export const Discard: Story = {
  tags: ['!visual'],
  args: { isDirty: true },
  play: async ({ args }) => {
    const dialog = await findRole('dialog', 'Create Email Template');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    const confirm = await findRole('alertdialog', 'Discard unsaved changes?');
    await userEvent.click(within(confirm).getByRole('button', { name: 'Discard' }));
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
  },
};

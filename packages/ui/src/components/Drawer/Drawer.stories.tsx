import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button/Button';
import { Dialog, DialogTrigger } from '../Dialog/Dialog';
import { Link } from '../Link/Link';
import { Drawer } from './Drawer';

/** A phone's menu, as the landing page's drawer holds it. */
const menu = (
  <Dialog title="Menu" closeLabel="Close menu">
    <nav aria-label="Main" style={{ display: 'grid' }}>
      <Link href="#features">Features</Link>
      <Link href="#pricing">Pricing</Link>
    </nav>
  </Dialog>
);

const meta = {
  title: 'Components/Drawer',
  component: Drawer,
  render: (args) => (
    <DialogTrigger>
      <Button variant="secondary">Open menu</Button>
      <Drawer {...args}>{menu}</Drawer>
    </DialogTrigger>
  ),
} satisfies Meta<typeof Drawer>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Opens from its trigger with focus inside; Escape closes it and focus returns. */
export const OpenAndClose: Story = {
  play: async ({ canvas }) => {
    const trigger = canvas.getByRole('button', { name: 'Open menu' });
    await userEvent.click(trigger);
    const dialog = await screen.findByRole('dialog', { name: 'Menu' });
    await expect(within(dialog).getByRole('link', { name: 'Pricing' })).toBeVisible();
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(trigger).toHaveFocus();
  },
};

/** Open, for the screenshot: the panel along the right edge over the backdrop. */
export const Open: Story = {
  args: { defaultOpen: true },
  render: (args) => <Drawer {...args}>{menu}</Drawer>,
  play: async () => {
    await expect(await screen.findByRole('dialog', { name: 'Menu' })).toBeVisible();
  },
};

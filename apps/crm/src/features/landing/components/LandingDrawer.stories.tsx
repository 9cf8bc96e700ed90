import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button } from '@crm/ui';
import { findRole } from '../../../testing/storyQueries';
import { LandingDrawer } from './LandingDrawer';

/** `LandingDrawer`: the landing header's menu on a phone, a dialog with the menu and actions. */
const meta = {
  title: 'App/Landing/LandingDrawer',
  component: LandingDrawer,
  args: {
    isOpen: true,
    onOpenChange: fn(),
    menu: (
      <ul>
        <li>
          <a href="#products">Products</a>
        </li>
        <li>
          <a href="#solutions">Solutions</a>
        </li>
      </ul>
    ),
    actions: <Button>Get Started</Button>,
  },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof LandingDrawer>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Open: a labelled dialog holding the main navigation and the actions; Close menu asks to close. */
export const Open: Story = {
  play: async ({ args }) => {
    const dialog = await findRole('dialog', 'Menu');
    await expect(within(dialog).getByRole('navigation', { name: 'Main' })).toBeVisible();
    await expect(within(dialog).getByRole('button', { name: 'Get Started' })).toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close menu' }));
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
  },
};

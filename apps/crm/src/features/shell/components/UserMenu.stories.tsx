import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { UserMenu } from './UserMenu';

/**
 * `UserMenu`: the shell header's avatar button. Its menu says who is signed in (name and email)
 * and offers Profile, Billing and Log out; Log out calls `onLogOut`.
 */
const meta = {
  title: 'App/Shell/UserMenu',
  component: UserMenu,
  args: { name: 'Ada Lovelace', email: 'ada@example.com', onLogOut: fn() },
  parameters: { layout: 'fullscreen' },
  // Room below the trigger for the menu, which opens bottom end.
  decorators: [
    (Story) => (
      <div style={{ display: 'flex', justifyContent: 'flex-end', padding: 16, minHeight: 280 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof UserMenu>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Opened with the keyboard: who is signed in, then Profile, Billing and Log out. */
export const Open: Story = {
  play: async ({ canvasElement, args }) => {
    const trigger = within(canvasElement).getByRole('button', {
      name: 'Account menu for Ada Lovelace',
    });
    trigger.focus();
    await userEvent.keyboard('{Enter}');
    // The trigger names the menu.
    const menu = await screen.findByRole('menu', { name: 'Account menu for Ada Lovelace' });
    await expect(within(menu).getByRole('group')).toHaveTextContent('Ada Lovelaceada@example.com');
    for (const item of ['Profile', 'Billing', 'Log out']) {
      await expect(within(menu).getByRole('menuitem', { name: item })).toBeVisible();
    }
    await expect(within(menu).getByRole('menuitem', { name: 'Profile' })).toHaveAttribute(
      'href',
      '/profile',
    );
    await expect(within(menu).getByRole('menuitem', { name: 'Billing' })).toHaveAttribute(
      'href',
      '/billing',
    );
    await expect(args.onLogOut).not.toHaveBeenCalled();
  },
};

/** Log out, reached with the arrow keys, calls `onLogOut` once and closes the menu. */
export const LogOut: Story = {
  play: async ({ canvasElement, args }) => {
    const trigger = within(canvasElement).getByRole('button', { name: /Account menu for/ });
    trigger.focus();
    await userEvent.keyboard('{ArrowDown}');
    await screen.findByRole('menu');
    await userEvent.keyboard('{ArrowUp}');
    await expect(screen.getByRole('menuitem', { name: 'Log out' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onLogOut).toHaveBeenCalledOnce();
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
  },
};

/** A user with no name: the button and the menu say 'User'. */
export const WithoutName: Story = {
  args: { name: undefined, email: 'no-name@example.com' },
  play: async ({ canvasElement }) => {
    await userEvent.click(
      within(canvasElement).getByRole('button', { name: 'Account menu for User' }),
    );
    const menu = await screen.findByRole('menu', { name: 'Account menu for User' });
    await expect(within(menu).getByRole('group')).toHaveTextContent('Userno-name@example.com');
  },
};

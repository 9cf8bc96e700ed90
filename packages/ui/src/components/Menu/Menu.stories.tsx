import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within, type Mock } from 'storybook/test';
import { Button } from '../Button/Button';
import {
  Menu,
  MenuHeader,
  MenuItem,
  menuItemVariants,
  MenuSection,
  MenuSeparator,
  MenuTrigger,
} from './Menu';

interface StoryArgs {
  onAction: (key: React.Key) => void;
  defaultOpen?: boolean;
  disabledKeys?: string[];
}

function Example({ onAction, defaultOpen, disabledKeys }: StoryArgs) {
  return (
    <MenuTrigger defaultOpen={defaultOpen}>
      <Button variant="secondary">Actions</Button>
      <Menu onAction={onAction} disabledKeys={disabledKeys}>
        <MenuItem id="edit">Edit</MenuItem>
        <MenuItem id="duplicate">Duplicate</MenuItem>
        <MenuItem id="add-to-campaign">Add to campaign</MenuItem>
        <MenuSeparator />
        <MenuItem id="delete" variant="destructive">
          Delete
        </MenuItem>
      </Menu>
    </MenuTrigger>
  );
}

const meta = {
  title: 'Components/Menu',
  component: Example,
  subcomponents: { Menu, MenuItem, MenuSection, MenuHeader, MenuSeparator, MenuTrigger },
  args: { onAction: fn() },
  parameters: { layout: 'fullscreen' },
  decorators: [(Story) => <div style={{ padding: 16 }}>{Story()}</div>],
} satisfies Meta<typeof Example>;

export default meta;
type Story = StoryObj<typeof meta>;

// RAC passes (key, event-ish extra); the key is what matters.
const lastKey = (f: unknown) => (f as Mock).mock.lastCall?.[0];
const trigger = (el: HTMLElement) => within(el).getByRole('button', { name: 'Actions' });

/** Opens with Enter or ArrowDown; arrows move; Enter runs the item; a click does too. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    trigger(canvasElement).focus();
    await userEvent.keyboard('{Enter}');
    await screen.findByRole('menu');
    await expect(screen.getByRole('menuitem', { name: 'Edit' })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect(lastKey(args.onAction)).toBe('duplicate');
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
    await waitFor(() => expect(trigger(canvasElement)).toHaveFocus());

    await userEvent.keyboard('{ArrowDown}');
    await screen.findByRole('menu');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());

    await userEvent.click(trigger(canvasElement));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Delete' }));
    await expect(lastKey(args.onAction)).toBe('delete');

    await userEvent.click(trigger(canvasElement));
    await userEvent.hover(await screen.findByRole('menuitem', { name: 'Add to campaign' }));
  },
};

/** Disabled items are skipped by the arrow keys and cannot be chosen. */
export const DisabledItem: Story = {
  args: { disabledKeys: ['duplicate'] },
  play: async ({ canvasElement, args }) => {
    trigger(canvasElement).focus();
    await userEvent.keyboard('{ArrowDown}');
    await screen.findByRole('menu');
    await userEvent.keyboard('{ArrowDown}');
    await expect(screen.getByRole('menuitem', { name: 'Add to campaign' })).toHaveFocus();
    await userEvent.click(screen.getByRole('menuitem', { name: 'Duplicate' }));
    await expect(args.onAction).not.toHaveBeenCalled();
  },
};

/** Keyboard focus on the destructive item. */
export const DestructiveFocused: Story = {
  play: async ({ canvasElement }) => {
    trigger(canvasElement).focus();
    await userEvent.keyboard('{ArrowDown}');
    await screen.findByRole('menu');
    await userEvent.keyboard('{End}');
    await expect(screen.getByRole('menuitem', { name: 'Delete' })).toHaveFocus();
  },
};

function AccountMenu({ onAction }: StoryArgs) {
  return (
    <MenuTrigger defaultOpen>
      <Button variant="secondary">Jane Cooper</Button>
      <Menu onAction={onAction} placement="bottom end">
        <MenuSection title="jane@example.com" aria-label="Account">
          <MenuItem id="profile" href="#profile">
            Profile
          </MenuItem>
          <MenuItem id="billing" href="#billing">
            Billing
          </MenuItem>
        </MenuSection>
        <MenuSeparator />
        <MenuSection aria-label="Session">
          <MenuItem id="logout">Log out</MenuItem>
        </MenuSection>
      </Menu>
    </MenuTrigger>
  );
}

/** Titled sections, links as items, and a separator (the avatar menu of the shell). */
export const Sections: Story = {
  render: (args) => (
    <div style={{ display: 'flex', justifyContent: 'flex-end' }}>
      <AccountMenu {...args} />
    </div>
  ),
  play: async ({ args }) => {
    const menu = await screen.findByRole('menu');
    await expect(within(menu).getAllByRole('group')).toHaveLength(2);
    await expect(within(menu).getByRole('menuitem', { name: 'Profile' })).toHaveAttribute(
      'href',
      '#profile',
    );
    await userEvent.keyboard('{End}{Enter}');
    await expect(lastKey(args.onAction)).toBe('logout');
    await userEvent.click(screen.getByRole('button', { name: 'Jane Cooper' }));
    await screen.findByRole('menu');
  },
};

/** A header of two lines over a section (who is signed in): it names the section's group. */
export const IdentityHeader: Story = {
  render: (args) => (
    <div style={{ display: 'flex', justifyContent: 'flex-end' }}>
      <MenuTrigger defaultOpen>
        <Button variant="secondary">Account</Button>
        <Menu onAction={args.onAction} placement="bottom end">
          <MenuSection aria-label="Signed in as">
            <MenuHeader>
              <strong>Jane Cooper</strong>
              <span>jane@example.com</span>
            </MenuHeader>
            <MenuItem id="profile">Profile</MenuItem>
          </MenuSection>
          <MenuSeparator />
          <MenuItem id="logout" variant="destructive">
            Log out
          </MenuItem>
        </Menu>
      </MenuTrigger>
    </div>
  ),
  play: async ({ args }) => {
    const menu = await screen.findByRole('menu');
    const group = within(menu).getByRole('group', { name: 'Jane Cooper jane@example.com' });
    await expect(within(group).getByRole('menuitem', { name: 'Profile' })).toBeVisible();
    // The header is text, not an item: the section's only item is Profile.
    await expect(within(group).getAllByRole('menuitem')).toHaveLength(1);
    await expect(args.onAction).not.toHaveBeenCalled();
  },
};

/** Single selection: the selected item shows a check. */
export const Selectable: Story = {
  render: () => (
    <MenuTrigger defaultOpen>
      <Button variant="secondary">Sort by</Button>
      <Menu selectionMode="single" defaultSelectedKeys={['name']} aria-label="Sort by">
        <MenuItem id="name">Name</MenuItem>
        <MenuItem id="created">Date added</MenuItem>
        <MenuItem id="company">Company</MenuItem>
      </Menu>
    </MenuTrigger>
  ),
  play: async () => {
    await expect(await screen.findByRole('menuitemradio', { name: 'Name' })).toHaveAttribute(
      'aria-checked',
      'true',
    );
  },
};

/** Every item variant, open, with one item disabled. */
export const AllStates: Story = {
  args: { defaultOpen: true, disabledKeys: ['duplicate'] },
  play: async () => {
    const menu = await screen.findByRole('menu');
    for (const variant of menuItemVariants) {
      await expect(variant).toMatch(/default|destructive/);
    }
    await expect(within(menu).getAllByRole('menuitem')).toHaveLength(4);
  },
};

import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button/Button';
import { DialogTrigger } from '../Dialog/Dialog';
import { Popover } from './Popover';

const meta = {
  title: 'Components/Popover',
  component: Popover,
  args: { title: 'Notifications', children: 'Imported 250 contacts' },
  render: (args) => (
    <div style={{ display: 'flex', justifyContent: 'flex-end', width: 420 }}>
      <DialogTrigger>
        <Button variant="secondary">Notifications</Button>
        <Popover {...args} />
      </DialogTrigger>
    </div>
  ),
} satisfies Meta<typeof Popover>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Opens from its trigger, named by its title; Escape closes it and focus returns. */
export const OpenAndClose: Story = {
  tags: ['!visual'],
  play: async ({ canvas }) => {
    const trigger = canvas.getByRole('button', { name: 'Notifications' });
    await userEvent.click(trigger);
    const dialog = await screen.findByRole('dialog', { name: 'Notifications' });
    await expect(within(dialog).getByText('Imported 250 contacts')).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(trigger).toHaveFocus();
  },
};

/** Content given `close` closes the panel itself, as a link inside it does after navigating. */
export const CloseFromInside: Story = {
  args: {
    children: ({ close }) => (
      <Button size="sm" onPress={close}>
        Mark all read
      </Button>
    ),
  },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Notifications' }));
    const dialog = await screen.findByRole('dialog', { name: 'Notifications' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Mark all read' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  },
};

/** Open, for the screenshot. */
export const Open: Story = {
  render: (args) => (
    <div style={{ display: 'flex', justifyContent: 'flex-end', width: 420 }}>
      <DialogTrigger defaultOpen>
        <Button variant="secondary">Notifications</Button>
        <Popover {...args} />
      </DialogTrigger>
    </div>
  ),
  play: async () => {
    await expect(await screen.findByRole('dialog', { name: 'Notifications' })).toBeVisible();
  },
};

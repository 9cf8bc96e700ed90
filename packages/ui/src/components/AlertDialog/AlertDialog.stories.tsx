import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button/Button';
import { DialogTrigger } from '../Dialog/Dialog';
import { AlertDialog, alertDialogVariants } from './AlertDialog';

const meta = {
  title: 'Components/AlertDialog',
  component: AlertDialog,
  args: {
    title: 'Delete contact?',
    children: 'Jane Cooper will be removed from all campaigns. This cannot be undone.',
    confirmLabel: 'Delete',
    cancelLabel: 'Cancel',
    variant: 'destructive',
    onConfirm: fn(),
    onCancel: fn(),
  },
  argTypes: { variant: { control: 'inline-radio', options: alertDialogVariants } },
  parameters: { layout: 'fullscreen' },
  render: (args) => (
    <div style={{ padding: 16 }}>
      <DialogTrigger>
        <Button variant="secondary">Delete contact</Button>
        <AlertDialog {...args} />
      </DialogTrigger>
    </div>
  ),
} satisfies Meta<typeof AlertDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Cancel closes without confirming; the confirm action calls onConfirm and closes. */
export const Destructive: Story = {
  play: async ({ canvasElement, args }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'Delete contact' });
    await userEvent.click(trigger);
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete contact?' });
    // Focus starts on Cancel, so Enter cancels.
    await waitFor(() =>
      expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus(),
    );
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    await expect(args.onCancel).toHaveBeenCalledTimes(1);
    await expect(args.onConfirm).not.toHaveBeenCalled();
    await waitFor(() => expect(trigger).toHaveFocus());

    await userEvent.keyboard('{Enter}');
    await screen.findByRole('alertdialog');
    await userEvent.keyboard('{Tab}{Enter}');
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    await expect(args.onConfirm).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(trigger).toHaveFocus());

    await userEvent.click(trigger);
    await userEvent.click(await screen.findByRole('button', { name: 'Delete' }));
    await expect(args.onConfirm).toHaveBeenCalledTimes(2);
    await expect(args.onCancel).toHaveBeenCalledTimes(1);

    await userEvent.click(trigger);
    await screen.findByRole('alertdialog');
  },
};

/** A confirm action that is not destructive. */
export const Primary: Story = {
  args: {
    title: 'Send campaign?',
    children: 'Spring Sale goes to 1,240 contacts now.',
    confirmLabel: 'Send',
    variant: 'primary',
  },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Delete contact' }));
    await screen.findByRole('alertdialog', { name: 'Send campaign?' });
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    await expect(args.onConfirm).not.toHaveBeenCalled();
    const trigger = within(canvasElement).getByRole('button', { name: 'Delete contact' });
    await waitFor(() => expect(trigger).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    await screen.findByRole('alertdialog', { name: 'Send campaign?' });
  },
};

/** Controlled with isOpen / onOpenChange, no trigger. */
export const Controlled: Story = {
  args: { isOpen: true, onOpenChange: fn() },
  render: (args) => <AlertDialog {...args} />,
  play: async ({ args }) => {
    const dialog = await screen.findByRole('alertdialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
    await expect(args.onCancel).toHaveBeenCalled();
  },
};

/** Keyboard focus ring on the confirm action. */
export const ConfirmFocused: Story = {
  args: { defaultOpen: true },
  render: (args) => <AlertDialog {...args} />,
  play: async () => {
    await screen.findByRole('alertdialog');
    await userEvent.tab();
    await expect(screen.getByRole('button', { name: 'Delete' })).toHaveFocus();
  },
};

/** The confirm action disabled (nothing to act on): it cannot be pressed, Cancel still closes. */
export const ConfirmDisabled: Story = {
  args: { isOpen: true, onOpenChange: fn(), isConfirmDisabled: true },
  render: (args) => <AlertDialog {...args} />,
  play: async ({ args }) => {
    const dialog = await screen.findByRole('alertdialog');
    const confirm = within(dialog).getByRole('button', { name: 'Delete' });
    await expect(confirm).toBeDisabled();
    await userEvent.click(confirm);
    await expect(args.onConfirm).not.toHaveBeenCalled();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
  },
};

/** Title only, no body text. */
export const TitleOnly: Story = {
  args: {
    children: undefined,
    defaultOpen: true,
    title: 'Log out?',
    confirmLabel: 'Log out',
    variant: 'primary',
  },
  render: (args) => <AlertDialog {...args} />,
  play: async () => {
    await expect(await screen.findByRole('alertdialog', { name: 'Log out?' })).toBeVisible();
  },
};

/** Both confirm styles, side by side (rendered inline for the catalogue). */
export const AllStates: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 16, padding: 16 }}>
      {alertDialogVariants.map((variant) => (
        <DialogTrigger key={variant}>
          <Button variant={variant}>{`Open ${variant}`}</Button>
          <AlertDialog {...args} variant={variant} />
        </DialogTrigger>
      ))}
    </div>
  ),
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Open destructive' }));
    await expect(await screen.findByRole('alertdialog')).toBeVisible();
  },
};

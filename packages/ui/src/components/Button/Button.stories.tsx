import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { vars } from '../../theme/contract.css';
import { XIcon } from '../Icon/Icon';
import { Button, buttonSizes, buttonVariants } from './Button';

const meta = {
  title: 'Components/Button',
  component: Button,
  args: { children: 'Save contact', onPress: fn(), variant: 'primary', size: 'md' },
  argTypes: {
    variant: { control: 'inline-radio', options: buttonVariants },
    size: { control: 'inline-radio', options: buttonSizes },
    isDisabled: { control: 'boolean' },
    isPending: { control: 'boolean' },
  },
} satisfies Meta<typeof Button>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Pressed by mouse, Enter and Space; each calls `onPress` once. */
export const Primary: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const button = canvas.getByRole('button', { name: 'Save contact' });
    await userEvent.click(button);
    await expect(args.onPress).toHaveBeenCalledTimes(1);
    await userEvent.keyboard('{Enter}');
    await expect(args.onPress).toHaveBeenCalledTimes(2);
    await userEvent.keyboard(' ');
    await expect(args.onPress).toHaveBeenCalledTimes(3);
    await expect(button).toHaveFocus();
    // Leave the screenshot without hover or focus.
    await userEvent.unhover(button);
    button.blur();
  },
};

export const Secondary: Story = { args: { variant: 'secondary', children: 'Cancel' } };

export const Ghost: Story = { args: { variant: 'ghost', children: 'Skip' } };

export const Destructive: Story = { args: { variant: 'destructive', children: 'Delete contact' } };

export const Small: Story = { args: { size: 'sm' } };

export const Large: Story = { args: { size: 'lg' } };

/** A disabled button ignores mouse and keyboard. */
export const Disabled: Story = {
  args: { isDisabled: true },
  play: async ({ canvas, userEvent, args }) => {
    const button = canvas.getByRole('button', { name: 'Save contact' });
    await expect(button).toBeDisabled();
    await userEvent.click(button);
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await expect(args.onPress).not.toHaveBeenCalled();
  },
};

/** Pending: a spinner, focus kept, presses ignored. */
export const Loading: Story = {
  args: { isPending: true, children: 'Saving' },
  play: async ({ canvas, userEvent, args }) => {
    const button = canvas.getByRole('button', { name: /Saving/ });
    await userEvent.click(button);
    await expect(args.onPress).not.toHaveBeenCalled();
  },
};

/** Icon only: named by `aria-label`, square. */
export const IconOnly: Story = {
  args: { variant: 'ghost', 'aria-label': 'Close', children: <XIcon /> },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Close' }));
    await expect(args.onPress).toHaveBeenCalledOnce();
  },
};

/** Every variant in every size, plus disabled and pending. */
export const AllStates: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: vars.space.lg }}>
      {buttonVariants.map((variant) => (
        <div key={variant} style={{ display: 'flex', gap: vars.space.md, alignItems: 'center' }}>
          {buttonSizes.map((size) => (
            <Button key={size} {...args} variant={variant} size={size}>
              {variant} {size}
            </Button>
          ))}
          <Button {...args} variant={variant} isDisabled>
            Disabled
          </Button>
          <Button {...args} variant={variant} isPending>
            Pending
          </Button>
          <Button {...args} variant={variant} aria-label="Close">
            <XIcon />
          </Button>
        </div>
      ))}
    </div>
  ),
};

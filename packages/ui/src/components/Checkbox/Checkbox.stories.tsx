import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { vars } from '../../theme/contract.css';
import { Checkbox } from './Checkbox';

const meta = {
  title: 'Components/Checkbox',
  component: Checkbox,
  args: { children: 'Subscribed to newsletter', onChange: fn() },
  argTypes: {
    isSelected: { control: 'boolean' },
    isIndeterminate: { control: 'boolean' },
    isDisabled: { control: 'boolean' },
    isInvalid: { control: 'boolean' },
    isReadOnly: { control: 'boolean' },
  },
} satisfies Meta<typeof Checkbox>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Toggled by clicking its label and by Space. */
export const Default: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const checkbox = canvas.getByRole('checkbox', { name: 'Subscribed to newsletter' });
    await userEvent.click(canvas.getByText('Subscribed to newsletter'));
    await expect(checkbox).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith(true);
    await userEvent.keyboard(' ');
    await expect(checkbox).not.toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith(false);
    checkbox.blur();
  },
};

export const Selected: Story = { args: { defaultSelected: true } };

export const Indeterminate: Story = {
  args: { isIndeterminate: true, children: 'Select all contacts' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('checkbox')).toBePartiallyChecked();
  },
};

export const Invalid: Story = { args: { isInvalid: true, children: 'I accept the terms' } };

export const ReadOnly: Story = {
  args: { isReadOnly: true, defaultSelected: true },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByText('Subscribed to newsletter'));
    await expect(canvas.getByRole('checkbox')).toBeChecked();
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

export const Disabled: Story = {
  args: { isDisabled: true },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByText('Subscribed to newsletter'));
    await expect(canvas.getByRole('checkbox')).not.toBeChecked();
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

export const AllStates: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: vars.space.md }}>
      <Checkbox>Unchecked</Checkbox>
      <Checkbox defaultSelected>Checked</Checkbox>
      <Checkbox isIndeterminate>Indeterminate</Checkbox>
      <Checkbox isInvalid>Invalid</Checkbox>
      <Checkbox isInvalid defaultSelected>
        Invalid and checked
      </Checkbox>
      <Checkbox isDisabled>Disabled</Checkbox>
      <Checkbox isDisabled defaultSelected>
        Disabled and checked
      </Checkbox>
    </div>
  ),
};

import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { FieldFrame } from '../Field/FieldFrame';
import { TextField } from './TextField';

const meta = {
  title: 'Components/TextField',
  component: TextField,
  args: { label: 'Full name', placeholder: 'Ada Lovelace', onChange: fn() },
  argTypes: {
    type: { control: 'select', options: ['text', 'email', 'tel', 'url', 'password', 'search'] },
    isDisabled: { control: 'boolean' },
    isReadOnly: { control: 'boolean' },
    isRequired: { control: 'boolean' },
    isInvalid: { control: 'boolean' },
  },
  decorators: [(Story) => <FieldFrame>{Story()}</FieldFrame>],
} satisfies Meta<typeof TextField>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Clicking the label focuses the input; typing calls onChange. */
export const Default: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const input = canvas.getByRole('textbox', { name: 'Full name' });
    await userEvent.click(canvas.getByText('Full name'));
    await expect(input).toHaveFocus();
    await userEvent.keyboard('Grace');
    await expect(input).toHaveValue('Grace');
    await expect(args.onChange).toHaveBeenLastCalledWith('Grace');
    await userEvent.clear(input);
    input.blur();
  },
};

export const WithDescription: Story = {
  args: {
    label: 'Email',
    type: 'email',
    description: 'We never share it.',
    placeholder: 'you@example.com',
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Email' })).toHaveAccessibleDescription(
      'We never share it.',
    );
  },
};

/** The validation message appears under the field as soon as the value is wrong, and goes when fixed. */
export const Invalid: Story = {
  args: {
    label: 'Email',
    type: 'email',
    defaultValue: 'not-an-email',
    validationBehavior: 'aria',
    validate: (value: string) => (value.includes('@') ? null : 'Enter a valid email address.'),
  },
  play: async ({ canvas, userEvent }) => {
    const input = canvas.getByRole('textbox', { name: 'Email' });
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.getByText('Enter a valid email address.')).toBeVisible();
    await expect(input).toHaveAccessibleDescription('Enter a valid email address.');
    await userEvent.tab();
    await userEvent.keyboard('{End}@example.com');
    await expect(canvas.queryByText('Enter a valid email address.')).toBeNull();
    await userEvent.keyboard('{Control>}a{/Control}{Backspace}bad');
    await expect(canvas.getByText('Enter a valid email address.')).toBeVisible();
    input.blur();
  },
};

/** `isInvalid` with an `errorMessage` shows that message. */
export const WithErrorMessage: Story = {
  args: { label: 'Company', isInvalid: true, errorMessage: 'Company is required.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Company is required.')).toBeVisible();
  },
};

export const Required: Story = { args: { isRequired: true, label: 'Username' } };

export const ReadOnly: Story = {
  args: { isReadOnly: true, defaultValue: 'Ada Lovelace' },
  play: async ({ canvas, userEvent }) => {
    const input = canvas.getByRole('textbox', { name: 'Full name' });
    await userEvent.click(input);
    await userEvent.keyboard('xyz');
    await expect(input).toHaveValue('Ada Lovelace');
    input.blur();
  },
};

export const Disabled: Story = {
  args: { isDisabled: true, defaultValue: 'Ada Lovelace' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Full name' })).toBeDisabled();
  },
};

export const AllStates: Story = {
  render: () => (
    <>
      <TextField label="Empty" placeholder="Placeholder" />
      <TextField label="Filled" defaultValue="Ada Lovelace" description="With a description." />
      <TextField label="Required" isRequired />
      <TextField
        label="Invalid"
        isInvalid
        errorMessage="This field is invalid."
        defaultValue="???"
      />
      <TextField label="Read-only" isReadOnly defaultValue="Cannot change" />
      <TextField label="Disabled" isDisabled defaultValue="Cannot use" />
    </>
  ),
};

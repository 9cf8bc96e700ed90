import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { FieldFrame } from '../Field/FieldFrame';
import { PasswordField } from './PasswordField';

const meta = {
  title: 'Components/PasswordField',
  component: PasswordField,
  args: { label: 'Password', onChange: fn() },
  argTypes: {
    isDisabled: { control: 'boolean' },
    isReadOnly: { control: 'boolean' },
    isRequired: { control: 'boolean' },
    isInvalid: { control: 'boolean' },
    defaultVisible: { control: 'boolean' },
  },
  decorators: [(Story) => <FieldFrame>{Story()}</FieldFrame>],
} satisfies Meta<typeof PasswordField>;

export default meta;
type Story = StoryObj<typeof meta>;

const input = (canvasElement: HTMLElement) =>
  canvasElement.querySelector('input') as HTMLInputElement;

/** The toggle shows and hides the password, by mouse and by keyboard. */
export const Default: Story = {
  play: async ({ canvas, canvasElement, userEvent, args }) => {
    const field = input(canvasElement);
    await expect(field).toHaveAttribute('type', 'password');
    await userEvent.click(canvas.getByLabelText('Password', { selector: 'input' }));
    await userEvent.keyboard('s3cret!');
    await expect(args.onChange).toHaveBeenLastCalledWith('s3cret!');

    const toggle = canvas.getByRole('button', { name: 'Show password' });
    await userEvent.click(toggle);
    await expect(field).toHaveAttribute('type', 'text');
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');

    await userEvent.keyboard(' ');
    await expect(field).toHaveAttribute('type', 'password');
    await userEvent.keyboard('{Enter}');
    await expect(field).toHaveAttribute('type', 'text');
    await userEvent.keyboard('{Enter}');
    await expect(field).toHaveAttribute('type', 'password');
    await expect(field).toHaveValue('s3cret!');
    await userEvent.clear(field);
    toggle.blur();
  },
};

export const Visible: Story = {
  args: { defaultVisible: true, defaultValue: 'correct horse' },
  play: async ({ canvasElement }) => {
    await expect(input(canvasElement)).toHaveAttribute('type', 'text');
  },
};

/** The length rule, checked as the user types. */
export const Invalid: Story = {
  args: {
    defaultValue: 'abc',
    description: 'At least 6 characters.',
    validationBehavior: 'aria',
    validate: (value: string) =>
      value.length >= 6 ? null : 'Password must be at least 6 characters',
  },
  play: async ({ canvas, canvasElement, userEvent }) => {
    await expect(canvas.getByText('Password must be at least 6 characters')).toBeVisible();
    await userEvent.type(input(canvasElement), 'def');
    await expect(canvas.queryByText('Password must be at least 6 characters')).toBeNull();
    input(canvasElement).blur();
  },
};

export const Disabled: Story = {
  args: { isDisabled: true, defaultValue: 'secret' },
  play: async ({ canvas, canvasElement }) => {
    await expect(input(canvasElement)).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Show password' })).toBeDisabled();
  },
};

export const AllStates: Story = {
  render: () => (
    <>
      <PasswordField label="Empty" placeholder="Your password" />
      <PasswordField label="Hidden" defaultValue="secret" description="At least 6 characters." />
      <PasswordField label="Shown" defaultValue="secret" defaultVisible />
      <PasswordField label="Invalid" isInvalid errorMessage="Password is required" />
      <PasswordField label="Disabled" isDisabled defaultValue="secret" />
    </>
  ),
};

import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { FieldFrame } from '../Field/FieldFrame';
import { SearchField } from './SearchField';

const meta = {
  title: 'Components/SearchField',
  component: SearchField,
  args: {
    label: 'Search contacts',
    placeholder: 'Name, email or company',
    onChange: fn(),
    onSubmit: fn(),
    onClear: fn(),
  },
  argTypes: {
    isDisabled: { control: 'boolean' },
    isReadOnly: { control: 'boolean' },
    isInvalid: { control: 'boolean' },
  },
  decorators: [(Story) => <FieldFrame>{Story()}</FieldFrame>],
} satisfies Meta<typeof SearchField>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Enter submits; the clear button and Escape empty the field. */
export const Default: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const input = canvas.getByRole('searchbox', { name: 'Search contacts' });
    await userEvent.click(input);
    await userEvent.keyboard('Ada{Enter}');
    await expect(args.onSubmit).toHaveBeenCalledWith('Ada');

    await userEvent.click(canvas.getByRole('button', { name: 'Clear search' }));
    await expect(input).toHaveValue('');
    await expect(args.onClear).toHaveBeenCalledTimes(1);
    await expect(input).toHaveFocus();

    await userEvent.keyboard('Grace');
    await expect(input).toHaveValue('Grace');
    await userEvent.keyboard('{Escape}');
    await expect(input).toHaveValue('');
    await expect(args.onClear).toHaveBeenCalledTimes(2);
    input.blur();
  },
};

export const Filled: Story = { args: { defaultValue: 'Lovelace' } };

export const WithDescription: Story = { args: { description: 'Searches every contact field.' } };

export const Invalid: Story = {
  args: { isInvalid: true, errorMessage: 'Type at least 2 characters.', defaultValue: 'a' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Type at least 2 characters.')).toBeVisible();
  },
};

export const Disabled: Story = {
  args: { isDisabled: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('searchbox', { name: 'Search contacts' })).toBeDisabled();
  },
};

export const AllStates: Story = {
  render: () => (
    <>
      <SearchField label="Empty" />
      <SearchField label="Filled" defaultValue="Lovelace" />
      <SearchField
        label="Invalid"
        isInvalid
        errorMessage="Type at least 2 characters."
        defaultValue="a"
      />
      <SearchField label="Disabled" isDisabled />
      <SearchField aria-label="Search without a visible label" />
    </>
  ),
};

import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { FieldFrame } from '../Field/FieldFrame';
import { TextArea } from './TextArea';

const meta = {
  title: 'Components/TextArea',
  component: TextArea,
  args: { label: 'Notes', placeholder: 'What happened on the call?', onChange: fn() },
  argTypes: {
    rows: { control: { type: 'number', min: 1, max: 12 } },
    isDisabled: { control: 'boolean' },
    isReadOnly: { control: 'boolean' },
    isRequired: { control: 'boolean' },
    isInvalid: { control: 'boolean' },
  },
  decorators: [(Story) => <FieldFrame>{Story()}</FieldFrame>],
} satisfies Meta<typeof TextArea>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Enter inserts a new line rather than submitting. */
export const Default: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const textArea = canvas.getByRole('textbox', { name: 'Notes' });
    await userEvent.click(textArea);
    await userEvent.keyboard('First line{Enter}Second line');
    await expect(textArea).toHaveValue('First line\nSecond line');
    await expect(args.onChange).toHaveBeenLastCalledWith('First line\nSecond line');
    await userEvent.clear(textArea);
    textArea.blur();
  },
};

export const WithDescription: Story = { args: { description: 'Only your team can see notes.' } };

/** A too-long note shows the message under the field. */
export const Invalid: Story = {
  args: {
    defaultValue: 'This note is far too long',
    validationBehavior: 'aria',
    validate: (value: string) => (value.length > 10 ? 'Keep notes under 10 characters.' : null),
  },
  play: async ({ canvas, userEvent }) => {
    await expect(canvas.getByText('Keep notes under 10 characters.')).toBeVisible();
    const textArea = canvas.getByRole('textbox', { name: 'Notes' });
    await userEvent.clear(textArea);
    await userEvent.type(textArea, 'Short');
    await expect(canvas.queryByText('Keep notes under 10 characters.')).toBeNull();
    textArea.blur();
  },
};

export const ReadOnly: Story = {
  args: { isReadOnly: true, defaultValue: 'Called back on Monday.' },
};

export const Disabled: Story = {
  args: { isDisabled: true, defaultValue: 'Called back on Monday.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Notes' })).toBeDisabled();
  },
};

export const AllStates: Story = {
  render: () => (
    <>
      <TextArea label="Empty" placeholder="Placeholder" rows={2} />
      <TextArea
        label="Filled"
        defaultValue="Called back on Monday."
        rows={2}
        description="Help text."
      />
      <TextArea label="Invalid" isInvalid errorMessage="Notes are required." rows={2} />
      <TextArea label="Read-only" isReadOnly defaultValue="Cannot change" rows={2} />
      <TextArea label="Disabled" isDisabled defaultValue="Cannot use" rows={2} />
    </>
  ),
};

import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { Form, Input, TextField } from 'react-aria-components';
import { Button } from '../Button/Button';
import * as fieldStyles from './Field.css';
import { Description, FieldError, Label } from './Field';
import { FieldFrame } from './FieldFrame';

/** The shared pieces, composed by hand around a RAC field the way TextField does it. */
const meta = {
  title: 'Components/Field',
  component: Label,
  args: { children: 'Username' },
  decorators: [(Story) => <FieldFrame>{Story()}</FieldFrame>],
  render: (args) => (
    <Form onSubmit={(event) => event.preventDefault()}>
      <TextField name="username" isRequired minLength={3} className={fieldStyles.field}>
        <Label {...args} />
        <Input className={fieldStyles.control} />
        <Description>At least 3 characters.</Description>
        <FieldError />
      </TextField>
      <Button type="submit" style={{ marginTop: '1em' }}>
        Save
      </Button>
    </Form>
  ),
} satisfies Meta<typeof Label>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Label and description are wired to the input. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Username' })).toHaveAccessibleDescription(
      'At least 3 characters.',
    );
  },
};

/** Submitting an invalid form shows the browser's validation message under the field and focuses it. */
export const ValidationMessage: Story = {
  play: async ({ canvas, userEvent }) => {
    const input = canvas.getByRole('textbox', { name: 'Username' });
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(input).toHaveFocus();
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription(/At least 3 characters\. .+/);
    await userEvent.keyboard('ada');
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(input).not.toHaveAttribute('aria-invalid'));
    (document.activeElement as HTMLElement | null)?.blur();
  },
  tags: ['!visual'],
};

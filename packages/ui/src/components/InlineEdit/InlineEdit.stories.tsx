import { type FormEvent, useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor } from 'storybook/test';
import { FieldFrame } from '../Field/FieldFrame';
import { TextField } from '../TextField/TextField';
import { InlineEdit } from './InlineEdit';

/** Stories only: an email edited in place, checked on save as the contact's contract checks it. */
function EmailInlineEdit({
  initial = 'ana.garcia@example.com',
  startEditing = false,
  startDraft,
  onSave,
}: {
  initial?: string;
  startEditing?: boolean;
  startDraft?: string;
  onSave: (email: string) => void;
}) {
  const [email, setEmail] = useState(initial);
  const [isEditing, setEditing] = useState(startEditing);
  const [draft, setDraft] = useState(startDraft ?? initial);
  const [error, setError] = useState<string>();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(draft.trim())) {
      setError('Please enter a valid email');
      return;
    }
    setEmail(draft.trim());
    onSave(draft.trim());
    setEditing(false);
  };
  return (
    <InlineEdit
      label="Email"
      isEditing={isEditing}
      onEditingChange={(next) => {
        setDraft(email);
        setError(undefined);
        setEditing(next);
      }}
      onSubmit={submit}
      editor={
        <TextField
          aria-label="Email"
          type="email"
          value={draft}
          onChange={(next) => {
            setDraft(next);
            setError(undefined);
          }}
          isInvalid={Boolean(error)}
          errorMessage={error}
        />
      }
    >
      {email}
    </InlineEdit>
  );
}

const meta = {
  title: 'Components/InlineEdit',
  component: EmailInlineEdit,
  args: { onSave: fn() },
  decorators: [(Story) => <FieldFrame>{Story()}</FieldFrame>],
} satisfies Meta<typeof EmailInlineEdit>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The value with its edit button. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('ana.garcia@example.com')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Edit Email' })).toBeVisible();
  },
};

/** A click opens the input with the value, focused; Enter saves and focus returns to the button. */
export const EditEmail: Story = {
  tags: ['!visual'],
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Edit Email' }));
    const input = canvas.getByRole('textbox', { name: 'Email' });
    await waitFor(() => expect(input).toHaveFocus());
    await expect(input).toHaveValue('ana.garcia@example.com');
    await userEvent.clear(input);
    await userEvent.type(input, 'ana@acme.example{Enter}');
    await expect(args.onSave).toHaveBeenCalledWith('ana@acme.example');
    await expect(canvas.getByText('ana@acme.example')).toBeVisible();
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Edit Email' })).toHaveFocus());
  },
};

/** An invalid address stays open with the message under the input. */
export const InvalidEmail: Story = {
  args: { startEditing: true, startDraft: 'ana@' },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(await canvas.findByText('Please enter a valid email')).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: 'Email' })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    await expect(args.onSave).not.toHaveBeenCalled();
    // Leave the screenshot without the button's hover and focus.
    await userEvent.unhover(canvas.getByRole('button', { name: 'Save' }));
    canvas.getByRole('button', { name: 'Save' }).blur();
  },
};

/** Escape, and Cancel, put the value back as it was and focus the edit button. */
export const EscapeCancels: Story = {
  tags: ['!visual'],
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Edit Email' }));
    const input = canvas.getByRole('textbox', { name: 'Email' });
    await waitFor(() => expect(input).toHaveFocus());
    await userEvent.type(input, 'x');
    await userEvent.keyboard('{Escape}');
    await expect(canvas.queryByRole('textbox', { name: 'Email' })).toBeNull();
    await expect(canvas.getByText('ana.garcia@example.com')).toBeVisible();
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Edit Email' })).toHaveFocus());
    await userEvent.click(canvas.getByRole('button', { name: 'Edit Email' }));
    await userEvent.type(canvas.getByRole('textbox', { name: 'Email' }), 'y');
    await userEvent.click(canvas.getByRole('button', { name: 'Cancel' }));
    await expect(canvas.getByText('ana.garcia@example.com')).toBeVisible();
    await expect(args.onSave).not.toHaveBeenCalled();
  },
};

/** Keyboard only: Tab to the button, Enter or Space opens, Tab to Save and Space saves. */
export const KeyboardOnly: Story = {
  tags: ['!visual'],
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.tab();
    const edit = canvas.getByRole('button', { name: 'Edit Email' });
    await expect(edit).toHaveFocus();
    await userEvent.keyboard(' ');
    const input = canvas.getByRole('textbox', { name: 'Email' });
    await waitFor(() => expect(input).toHaveFocus());
    await userEvent.keyboard('{Control>}a{/Control}ana@keys.example');
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Save' })).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(args.onSave).toHaveBeenCalledWith('ana@keys.example');
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Edit Email' })).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(canvas.getByRole('textbox', { name: 'Email' })).toHaveFocus());
  },
};

/** Every state for the visual comparison: read and editing (InvalidEmail shows the error). */
export const AllStates: Story = {
  render: (args) => (
    <>
      <EmailInlineEdit {...args} />
      <EmailInlineEdit {...args} startEditing />
    </>
  ),
};

import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor, within } from 'storybook/test';
import { FieldFrame } from '../Field/FieldFrame';
import { ComboBox, ComboBoxItem } from './ComboBox';

const tags = ['vip', 'newsletter', 'Madrid', 'customer'].map((name) => ({ id: name, name }));

/** A tag box as a list's filter uses it: any text stands, suggestions help. */
function TagBox({ onChange }: { onChange: (text: string) => void }) {
  const [text, setText] = useState('');
  const shown = tags.filter((t) => t.name.toLowerCase().startsWith(text.trim().toLowerCase()));
  return (
    <ComboBox
      label="Tag"
      placeholder="Any tag"
      allowsCustomValue
      menuTrigger="focus"
      items={shown}
      inputValue={text}
      onInputChange={(value) => {
        setText(value);
        onChange(value);
      }}
    >
      {(tag) => <ComboBoxItem id={tag.id}>{tag.name}</ComboBoxItem>}
    </ComboBox>
  );
}

const meta = {
  title: 'Components/ComboBox',
  component: TagBox,
  args: { onChange: fn() },
  decorators: [(Story) => <FieldFrame>{Story()}</FieldFrame>],
} satisfies Meta<typeof TagBox>;

export default meta;
type Story = StoryObj<typeof meta>;

const listbox = () => within(document.body).findByRole('listbox');

/** Typing narrows the suggestions; arrows and Enter take one; free text stands as typed. */
export const Suggestions: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const input = canvas.getByRole('combobox', { name: 'Tag' });
    await userEvent.click(input);
    await userEvent.keyboard('ma');
    const options = within(await listbox()).getAllByRole('option');
    await expect(options.map((o) => o.textContent)).toEqual(['Madrid']);
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await waitFor(() => expect(input).toHaveValue('Madrid'));
    await expect(args.onChange).toHaveBeenLastCalledWith('Madrid');
    await userEvent.clear(input);
    await userEvent.keyboard('anything');
    await userEvent.tab();
    await expect(input).toHaveValue('anything');
    // The chevron opens every suggestion, named for a screen reader. (Focus opens the list, which
    // hides the rest of the page from assistive technology: Escape closes it first.)
    await userEvent.clear(input);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(document.querySelector('[role="listbox"]')).toBeNull());
    await userEvent.click(canvas.getByRole('button', { name: /Show suggestions/ }));
    await expect(within(await listbox()).getAllByRole('option')).toHaveLength(4);
  },
};

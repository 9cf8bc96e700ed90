import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { apiHandlers } from '../testing/handlers';
import { findRole } from '../testing/storyQueries';
import { withAppProviders } from '../testing/withAppProviders';
import { TagPicker, type TagPickerProps } from './TagPicker';

/** Holds the tags as a form does, so each change shows. */
function Controlled(props: TagPickerProps) {
  const [tags, setTags] = useState(props.tags);
  return (
    <TagPicker
      {...props}
      tags={tags}
      onChange={(next) => {
        setTags(next);
        props.onChange(next);
      }}
    />
  );
}

/**
 * `TagPicker`: tags chosen from the account's or typed, shown as removable chips; shared by the
 * segment editor's tag condition and a campaign's audience.
 */
const meta = {
  title: 'App/Components/TagPicker',
  component: TagPicker,
  render: (args) => <Controlled {...args} />,
  args: { tags: ['vip'], onChange: fn() },
  decorators: [withAppProviders(), (Story) => <div style={{ maxWidth: 480 }}>{Story()}</div>],
  parameters: { msw: { handlers: apiHandlers() } },
} satisfies Meta<typeof TagPicker>;

export default meta;
type Story = StoryObj<typeof meta>;

/** One tag chosen: its chip with a remove button. */
export const Chosen: Story = {
  play: async () => {
    const chips = await findRole('list', 'Chosen tags');
    await expect(within(chips).getByText('vip')).toBeVisible();
  },
};

/** A tag typed and added with the button, another removed from its chip, by keyboard too. */
export const AddAndRemove: Story = {
  tags: ['!visual'],
  play: async ({ args }) => {
    const input = await findRole('combobox', 'Tag');
    await userEvent.type(input, 'spring');
    await userEvent.click(await findRole('button', 'Add tag'));
    await expect(args.onChange).toHaveBeenLastCalledWith(['vip', 'spring']);
    const chips = await findRole('list', 'Chosen tags');
    await userEvent.click(within(chips).getByRole('button', { name: /vip/ }));
    await expect(args.onChange).toHaveBeenLastCalledWith(['spring']);
  },
};

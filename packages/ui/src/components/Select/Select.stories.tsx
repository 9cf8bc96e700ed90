import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor, within } from 'storybook/test';
import { FieldFrame } from '../Field/FieldFrame';
import { Select, SelectItem } from './Select';

const stages = [
  { id: 'lead', name: 'Lead' },
  { id: 'qualified', name: 'Qualified' },
  { id: 'proposal', name: 'Proposal' },
  { id: 'won', name: 'Won' },
  { id: 'lost', name: 'Lost', disabled: true },
];

const meta = {
  title: 'Components/Select',
  component: Select<(typeof stages)[number]>,
  args: {
    label: 'Stage',
    placeholder: 'Choose a stage',
    items: stages,
    disabledKeys: ['lost'],
    onSelectionChange: fn(),
    children: (stage: (typeof stages)[number]) => (
      <SelectItem id={stage.id}>{stage.name}</SelectItem>
    ),
  },
  argTypes: {
    isDisabled: { control: 'boolean' },
    isRequired: { control: 'boolean' },
    isInvalid: { control: 'boolean' },
    children: { control: false },
    items: { control: false },
  },
  decorators: [(Story) => <FieldFrame>{Story()}</FieldFrame>],
} satisfies Meta<typeof Select<(typeof stages)[number]>>;

export default meta;
type Story = StoryObj<typeof meta>;

const listbox = () => within(document.body).findByRole('listbox');

/** Opens by keyboard and selects with arrows and Enter; then by mouse. */
export const Default: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const trigger = canvas.getByRole('button', { name: /Stage/ });
    await userEvent.tab();
    await expect(trigger).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    await listbox();
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect(args.onSelectionChange).toHaveBeenLastCalledWith('qualified');
    await waitFor(() => expect(trigger).toHaveTextContent('Qualified'));
    await expect(within(document.body).queryByRole('listbox')).toBeNull();

    await userEvent.click(trigger);
    await userEvent.click(within(await listbox()).getByRole('option', { name: 'Won' }));
    await expect(args.onSelectionChange).toHaveBeenLastCalledWith('won');
    await waitFor(() => expect(trigger).toHaveTextContent('Won'));
    // A disabled option cannot be chosen.
    await userEvent.click(trigger);
    await userEvent.click(within(await listbox()).getByRole('option', { name: 'Lost' }));
    await expect(args.onSelectionChange).not.toHaveBeenCalledWith('lost');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(within(document.body).queryByRole('listbox')).toBeNull());
    trigger.blur();
  },
};

/** Static children instead of items; a controlled selectedKey. */
export const StaticItems: Story = {
  render: (args) => (
    <Select label="Country" selectedKey="fr" onSelectionChange={args.onSelectionChange}>
      <SelectItem id="de">Germany</SelectItem>
      <SelectItem id="fr">France</SelectItem>
      <SelectItem id="gb">United Kingdom</SelectItem>
    </Select>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: /Country/ })).toHaveTextContent('France');
  },
};

/** The list open, with the selected option checked. */
export const Open: Story = {
  args: { defaultOpen: true, defaultSelectedKey: 'proposal' },
  play: async () => {
    const options = within(await listbox()).getAllByRole('option');
    await expect(options).toHaveLength(5);
    await expect(options[2]).toHaveAttribute('aria-selected', 'true');
  },
};

const PAGE = 20;
const templateNames = (page: number) =>
  Array.from({ length: PAGE }, (_, i) => ({ id: page * PAGE + i + 1 }));

/** Options read a page at a time (as email templates are): 20 at first, more as the list ends. */
function PagedSelect({ onSelectionChange }: { onSelectionChange: (key: unknown) => void }) {
  const [pages, setPages] = useState(1);
  const [loading, setLoading] = useState(false);
  const items = Array.from({ length: pages }, (_, page) => templateNames(page)).flat();
  return (
    <Select
      label="Email template"
      placeholder="Choose a template"
      items={items}
      onSelectionChange={onSelectionChange}
      isLoadingMore={loading}
      onLoadMore={
        pages < 3 && !loading
          ? () => {
              setLoading(true);
              setTimeout(() => {
                setPages((count) => count + 1);
                setLoading(false);
              }, 50);
            }
          : undefined
      }
    >
      {(item) => <SelectItem id={item.id}>{`Template ${item.id}`}</SelectItem>}
    </Select>
  );
}

/**
 * The next page is read as the end of the list comes into view, here by the keyboard (End), and
 * an option of a later page can be chosen; after the last page nothing more is asked for.
 */
export const LoadsMore: Story = {
  tags: ['!visual'],
  render: (args) => <PagedSelect onSelectionChange={args.onSelectionChange!} />,
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: /Email template/ }));
    const list = await listbox();
    await expect(within(list).getAllByRole('option')).toHaveLength(20);
    await userEvent.keyboard('{End}');
    await within(list).findByRole('option', { name: 'Template 40' });
    await userEvent.keyboard('{End}');
    await userEvent.click(await within(list).findByRole('option', { name: 'Template 55' }));
    await expect(args.onSelectionChange).toHaveBeenLastCalledWith(55);
    await userEvent.click(canvas.getByRole('button', { name: /Email template/ }));
    await expect(within(await listbox()).getAllByRole('option')).toHaveLength(60);
    await userEvent.keyboard('{Escape}');
  },
};

export const WithDescription: Story = { args: { description: 'Where the deal stands today.' } };

export const Invalid: Story = {
  args: { isInvalid: true, errorMessage: 'Choose a stage.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Choose a stage.')).toBeVisible();
  },
};

export const Disabled: Story = {
  args: { isDisabled: true, defaultSelectedKey: 'lead' },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: /Stage/ }));
    await expect(within(document.body).queryByRole('listbox')).toBeNull();
  },
};

export const AllStates: Story = {
  render: (args) => (
    <>
      <Select {...args} label="Empty" />
      <Select
        {...args}
        label="Selected"
        defaultSelectedKey="won"
        description="With a description."
      />
      <Select {...args} label="Required" isRequired />
      <Select {...args} label="Invalid" isInvalid errorMessage="Choose a stage." />
      <Select {...args} label="Disabled" isDisabled defaultSelectedKey="lead" />
    </>
  ),
};

import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { GridList, GridListItem } from './GridList';

const messages = [
  { id: 1, subject: 'Welcome aboard', to: 'ana@example.com' },
  { id: 2, subject: 'Your invoice', to: 'ben@example.com' },
  { id: 3, subject: 'Spring sale', to: 'cleo@example.com' },
];

const meta = {
  title: 'Components/GridList',
  component: GridList,
  args: {
    'aria-label': 'Stored messages',
    selectionMode: 'single',
    selectionBehavior: 'replace',
    disallowEmptySelection: true,
    defaultSelectedKeys: [1],
    onSelectionChange: fn(),
  },
  render: (args) => (
    <div style={{ maxWidth: 320 }}>
      <GridList {...args} items={messages}>
        {(message) => (
          <GridListItem id={message.id} textValue={message.subject}>
            <strong>{message.subject}</strong>
            <span>{message.to}</span>
          </GridListItem>
        )}
      </GridList>
    </div>
  ),
} satisfies Meta<typeof GridList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A press chooses a row; the arrows move and choose with the keyboard. */
export const ChooseByPointerAndKeyboard: Story = {
  play: async ({ args, canvas }) => {
    const rows = canvas.getAllByRole('row');
    await expect(rows[0]).toHaveAttribute('aria-selected', 'true');
    await userEvent.click(canvas.getByText('Your invoice'));
    await expect(rows[1]).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{ArrowDown}');
    await expect(rows[2]).toHaveAttribute('aria-selected', 'true');
    await expect(rows[2]).toHaveFocus();
    await expect(args.onSelectionChange).toHaveBeenCalledTimes(2);
  },
};

/** The chosen row and keyboard focus, in both themes. */
export const AllStates: Story = {
  play: async ({ canvas }) => {
    await userEvent.tab();
    await userEvent.keyboard('{ArrowDown}');
    await expect(canvas.getAllByRole('row')[1]).toHaveFocus();
  },
};

import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within, type Mock } from 'storybook/test';
import { Button } from '../Button/Button';
import { FileTrigger } from './FileTrigger';

const meta = {
  title: 'Components/FileTrigger',
  component: FileTrigger,
  args: {
    acceptedFileTypes: ['.csv', '.xlsx', '.pdf'],
    allowsMultiple: false,
    onSelect: fn(),
    children: <Button variant="secondary">Import contacts</Button>,
  },
  argTypes: { children: { control: false } },
} satisfies Meta<typeof FileTrigger>;

export default meta;
type Story = StoryObj<typeof meta>;

const fileInput = (el: HTMLElement) => el.querySelector('input[type="file"]') as HTMLInputElement;

/** Pressing the button (mouse or Enter) opens the picker; a chosen file reaches onSelect. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const input = fileInput(canvasElement);
    await expect(input).toHaveAttribute('accept', '.csv,.xlsx,.pdf');
    let opened = 0;
    // Count the picker openings without showing a native dialog.
    const countOpening = (e: Event) => {
      e.preventDefault();
      opened++;
    };
    input.addEventListener('click', countOpening);
    await userEvent.click(canvas.getByRole('button', { name: 'Import contacts' }));
    await expect(opened).toBe(1);
    await userEvent.keyboard('{Enter}');
    await expect(opened).toBe(2);
    input.removeEventListener('click', countOpening);

    const file = new File(
      ['firstName,lastName,email\nJane,Cooper,jane@example.com'],
      'contacts.csv',
      {
        type: 'text/csv',
      },
    );
    await userEvent.upload(input, file);
    const files = (args.onSelect as Mock).mock.lastCall?.[0] as FileList;
    await expect(files).toHaveLength(1);
    await expect(files[0]?.name).toBe('contacts.csv');
  },
};

/** Several files at once. */
export const Multiple: Story = {
  args: { allowsMultiple: true, children: <Button>Attach files</Button> },
  play: async ({ canvasElement, args }) => {
    const input = fileInput(canvasElement);
    await expect(input).toHaveAttribute('multiple');
    await userEvent.upload(input, [
      new File(['a'], 'a.csv', { type: 'text/csv' }),
      new File(['b'], 'b.csv', { type: 'text/csv' }),
    ]);
    await expect((args.onSelect as Mock).mock.lastCall?.[0]).toHaveLength(2);
  },
};

/** The trigger with keyboard focus. */
export const Focused: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.tab();
    await expect(
      within(canvasElement).getByRole('button', { name: 'Import contacts' }),
    ).toHaveFocus();
  },
};

/** Every trigger look. */
export const AllStates: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: 8 }}>
      <FileTrigger {...args}>
        <Button variant="secondary">Import contacts</Button>
      </FileTrigger>
      <FileTrigger {...args} allowsMultiple>
        <Button>Attach files</Button>
      </FileTrigger>
      <FileTrigger {...args}>
        <Button variant="ghost" isDisabled>
          Disabled
        </Button>
      </FileTrigger>
    </div>
  ),
};

import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within, type Mock } from 'storybook/test';
import type { FileDropItem } from 'react-aria-components';
import { Button } from '../Button/Button';
import { FileTrigger } from '../FileTrigger/FileTrigger';
import { DropZone, DropZoneLabel, dropZoneSizes, type DropItem } from './DropZone';

const meta = {
  title: 'Components/DropZone',
  component: DropZone,
  args: {
    size: 'md',
    onDrop: fn(),
    onDropEnter: fn(),
    children: (
      <>
        <DropZoneLabel>Drop a CSV, Excel or PDF file here</DropZoneLabel>
        <FileTrigger acceptedFileTypes={['.csv', '.xlsx', '.pdf']}>
          <Button variant="secondary" size="sm">
            Browse files
          </Button>
        </FileTrigger>
      </>
    ),
  },
  argTypes: {
    size: { control: 'inline-radio', options: dropZoneSizes },
    children: { control: false },
  },
} satisfies Meta<typeof DropZone>;

export default meta;
type Story = StoryObj<typeof meta>;

function dragEvent(type: string, dataTransfer: DataTransfer, x: number, y: number) {
  return new DragEvent(type, {
    bubbles: true,
    cancelable: true,
    dataTransfer,
    clientX: x,
    clientY: y,
  });
}

/** Dropping a file (a synthetic DataTransfer) calls onDrop with it; the zone highlights on drag-over. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const target = within(canvasElement).getByText(
      'Drop a CSV, Excel or PDF file here',
    ).parentElement!;
    const { left, top } = target.getBoundingClientRect();
    const dt = new DataTransfer();
    dt.items.add(new File(['a,b\n1,2'], 'contacts.csv', { type: 'text/csv' }));
    target.dispatchEvent(dragEvent('dragenter', dt, left + 10, top + 10));
    target.dispatchEvent(dragEvent('dragover', dt, left + 10, top + 10));
    await waitFor(() => expect(target).toHaveAttribute('data-drop-target', 'true'));
    await expect(args.onDropEnter).toHaveBeenCalled();
    // A synthetic File has no file-system entry (webkitGetAsEntry gives null, so RAC would skip
    // it); without that API RAC reads every file item directly, as older browsers do.
    const proto = DataTransferItem.prototype as { webkitGetAsEntry?: unknown };
    const descriptor = Object.getOwnPropertyDescriptor(proto, 'webkitGetAsEntry');
    delete proto.webkitGetAsEntry;
    try {
      target.dispatchEvent(dragEvent('drop', dt, left + 10, top + 10));
    } finally {
      if (descriptor) Object.defineProperty(proto, 'webkitGetAsEntry', descriptor);
    }
    await waitFor(() => expect(args.onDrop).toHaveBeenCalledTimes(1));
    const items = (args.onDrop as Mock).mock.lastCall?.[0].items as DropItem[];
    const file = items[0] as FileDropItem;
    await expect(file.kind).toBe('file');
    await expect(file.name).toBe('contacts.csv');
    await expect(await (await file.getFile()).text()).toBe('a,b\n1,2');

    // Keyboard: Tab reaches the zone (it accepts a paste), then its Browse button.
    await userEvent.tab();
    await expect(target).toHaveAttribute('data-focus-visible', 'true');
    await userEvent.tab();
    await expect(within(canvasElement).getByRole('button', { name: 'Browse files' })).toHaveFocus();
  },
};

/** Highlighted while a file is dragged over it. */
export const DropTarget: Story = {
  play: async ({ canvasElement }) => {
    const target = within(canvasElement).getByText(
      'Drop a CSV, Excel or PDF file here',
    ).parentElement!;
    const { left, top } = target.getBoundingClientRect();
    const dt = new DataTransfer();
    dt.items.add(new File(['x'], 'x.csv', { type: 'text/csv' }));
    target.dispatchEvent(dragEvent('dragenter', dt, left + 10, top + 10));
    target.dispatchEvent(dragEvent('dragover', dt, left + 10, top + 10));
    await waitFor(() => expect(target).toHaveAttribute('data-drop-target', 'true'));
  },
};

/** Disabled: drops are refused. */
export const Disabled: Story = {
  args: { isDisabled: true },
  play: async ({ canvasElement }) => {
    const target = within(canvasElement).getByText(
      'Drop a CSV, Excel or PDF file here',
    ).parentElement!;
    await expect(target).toHaveAttribute('data-disabled', 'true');
  },
};

/** Every size. */
export const AllStates: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 16 }}>
      {dropZoneSizes.map((size) => (
        <DropZone key={size} {...args} size={size}>
          <DropZoneLabel>{`Size ${size}: drop files here`}</DropZoneLabel>
        </DropZone>
      ))}
    </div>
  ),
};

import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { defaultDesign } from '../../core/defaults';
import type { Design } from '../../core/schema';
import { EmailBuilder } from '../EmailBuilder/EmailBuilder';

// What the stories' uploads answer: an http address, as a real upload's (a data: URI would be an
// image mail clients do not show, and the canvas would say so), served by Storybook offline.
const UPLOADED = new URL('/fixtures/uploaded.png', window.location.href).href;

const png = (name = 'photo.png') =>
  new File([new Uint8Array([137, 80, 78, 71])], name, { type: 'image/png' });

/** The design the stories drop on: a header, an image and a text. */
const design: Design = {
  ...defaultDesign,
  elements: [
    defaultDesign.elements[0]!,
    {
      id: 'image-1',
      type: 'image',
      content: '',
      settings: { altText: 'Our shop', width: '50%', alignment: 'center', padding: '10px' },
    },
    defaultDesign.elements[1]!,
  ],
};

/** The canvas image of a block (the block may also carry a 'not sent' badge, an img by role). */
const imageIn = (block: HTMLElement) => block.querySelector('img')!;

type Where = 'between' | 'image' | 'end';

/** The canvas's top-level blocks. */
const blocks = (canvasElement: HTMLElement) =>
  within(within(canvasElement).getByRole('list', { name: 'Email elements' })).getAllByRole(
    'listitem',
  );

/** A point on the canvas: in the gap under the header, on the image, or below the last block. */
function pointAt(canvasElement: HTMLElement, where: Where) {
  const [header, image, text] = blocks(canvasElement).map((item) => item.getBoundingClientRect());
  const x = header!.left + header!.width / 2;
  if (where === 'image') return { x, y: image!.top + image!.height / 2 };
  if (where === 'end') return { x, y: text!.bottom + 8 };
  return { x, y: header!.bottom + 1 };
}

/**
 * A drag of files from outside the page, as the browser dispatches it, made of synthetic events:
 * Playwright cannot drag files from the desktop.
 */
function dragFiles(
  canvasElement: HTMLElement,
  files: File[],
  where: Where | { x: number; y: number },
) {
  const { x, y } = typeof where === 'string' ? pointAt(canvasElement, where) : where;
  const data = new DataTransfer();
  for (const file of files) data.items.add(file);
  // Outside a real drag a script's DataTransfer is read-only (effectAllowed stays 'none', dropEffect
  // ignores writes): give it what the browser gives a drag from the desktop.
  Object.defineProperty(data, 'effectAllowed', { value: 'all' });
  Object.defineProperty(data, 'dropEffect', { value: 'none', writable: true });
  const fire = (type: string) => {
    const target = document.elementFromPoint(x, y) ?? canvasElement;
    const event = new DragEvent(type, {
      bubbles: true,
      cancelable: true,
      clientX: x,
      clientY: y,
      dataTransfer: data,
    });
    target.dispatchEvent(event);
    return event;
  };
  return {
    over: () => [fire('dragenter'), fire('dragover')],
    drop: () => fire('drop'),
  };
}

const dropFiles = (
  canvasElement: HTMLElement,
  files: File[],
  where: Where | { x: number; y: number },
) => {
  const drag = dragFiles(canvasElement, files, where);
  drag.over();
  return drag.drop();
};

type OnChange = ReturnType<typeof fn<(html: string, design: Design) => void>>;
const lastDesign = (onChange: unknown) => (onChange as OnChange).mock.calls.at(-1)?.[1];

/**
 * Image files dropped on the canvas go to `onUploadImage`: on an image they become its source,
 * anywhere else a new image block at that place. A drag over the canvas shows where; an upload
 * shows 'Uploading…' there and is announced politely; a failure or a file that is not a PNG, JPEG,
 * GIF or WebP image says why and leaves the design as it was.
 */
const meta = {
  title: 'Email builder/Canvas/ImageDrop',
  component: EmailBuilder,
  args: {
    design,
    onChange: fn(),
    onUploadImage: fn(async (_file: File) => UPLOADED),
  },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof EmailBuilder>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A file dragged into the gap under the header: a line and 'Drop to add the image here'. */
export const DraggingOver: Story = {
  play: async ({ canvasElement }) => {
    const [enter, over] = dragFiles(canvasElement, [png()], 'between').over();
    // Accepting the drag (preventDefault) is what stops the browser from opening the file instead.
    await expect(enter!.defaultPrevented).toBe(true);
    await expect(over!.dataTransfer!.dropEffect).toBe('copy');
    await expect(
      await within(canvasElement).findByText('Drop to add the image here'),
    ).toBeVisible();
  },
};

/** Dropped between blocks: uploaded, inserted there and selected; Undo takes it out in one step. */
export const DropInsertsAnImage: Story = {
  tags: ['!visual'],
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const file = png('spring sale.png');
    dropFiles(canvasElement, [file], 'between');
    await waitFor(() => expect(blocks(canvasElement)).toHaveLength(4));
    await expect(args.onUploadImage).toHaveBeenCalledWith(file);
    const elements = lastDesign(args.onChange)!.elements;
    await expect(elements.map((element) => element.type)).toEqual([
      'header',
      'image',
      'image',
      'text',
    ]);
    await expect(elements[1]).toMatchObject({ type: 'image', content: UPLOADED });
    await expect(imageIn(blocks(canvasElement)[1]!)).toHaveAttribute('src', UPLOADED);
    await expect(canvas.getByText('Image added to the email.')).toHaveAttribute('role', 'status');
    // Selected, so its alt text is one field away.
    await expect(canvas.getByRole('heading', { name: 'Element Settings: Image' })).toBeVisible();

    await userEvent.click(canvas.getByRole('button', { name: 'Undo' }));
    await expect(blocks(canvasElement)).toHaveLength(3);
    await expect(lastDesign(args.onChange)).toEqual({ ...design, version: expect.any(Number) });
    await expect(canvas.getByRole('button', { name: 'Undo' })).toBeDisabled();
  },
};

/** Dropped on an image: its source changes, its alt text and size stay, nothing is added. */
export const DropReplacesAnImage: Story = {
  tags: ['!visual'],
  play: async ({ args, canvasElement }) => {
    const drag = dragFiles(canvasElement, [png()], 'image');
    drag.over();
    await expect(
      await within(canvasElement).findByText('Drop to replace this image'),
    ).toBeVisible();
    drag.drop();
    await waitFor(() => expect(lastDesign(args.onChange)?.elements[1]?.content).toBe(UPLOADED));
    await expect(blocks(canvasElement)).toHaveLength(3);
    await expect(lastDesign(args.onChange)!.elements[1]!.settings).toEqual(
      design.elements[1]!.settings,
    );
    await expect(within(canvasElement).getByText('Image replaced.')).toHaveAttribute(
      'role',
      'status',
    );
    // The canvas's own images are not dragged natively (it would upload a copy of them).
    const dragStart = new DragEvent('dragstart', { bubbles: true, cancelable: true });
    imageIn(blocks(canvasElement)[1]!).dispatchEvent(dragStart);
    await expect(dragStart.defaultPrevented).toBe(true);
  },
};

/** Three files: the images are uploaded in order, one after another; the text file is refused. */
export const SeveralFiles: Story = {
  tags: ['!visual'],
  play: async ({ args, canvasElement }) => {
    const first = png('first.png');
    const second = new File(['GIF89a'], 'second.gif', { type: 'image/gif' });
    const notes = new File(['hello'], 'notes.txt', { type: 'text/plain' });
    dropFiles(canvasElement, [first, notes, second], 'end');
    await waitFor(() => expect(blocks(canvasElement)).toHaveLength(5));
    await expect((args.onUploadImage as ReturnType<typeof fn>).mock.calls).toEqual([
      [first],
      [second],
    ]);
    const alert = within(canvasElement).getByRole('alert');
    await expect(alert).toHaveTextContent(
      'Not uploaded: notes.txt. Only PNG, JPEG, GIF and WebP images can be uploaded.',
    );
    // Dismissed, the canvas is clear again.
    await userEvent.click(within(alert).getByRole('button', { name: 'Dismiss' }));
    await expect(alert).toBeEmptyDOMElement();
  },
};

/** A slow upload: a placeholder with a spinner where the image will go, announced politely. */
export const Uploading: Story = {
  args: { onUploadImage: fn((_file: File) => new Promise<string>(() => {})) },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    dropFiles(canvasElement, [png()], 'between');
    await expect(await canvas.findByText('Uploading…', { selector: 'span' })).toBeVisible();
    await expect(canvas.getByText('Uploading…', { selector: '[role=status]' })).toBeInTheDocument();
    await expect(blocks(canvasElement)).toHaveLength(3);
    await expect(args.onChange).toHaveBeenCalledTimes(1);
  },
};

let finishUpload: (url: string) => void = () => {};

/** Switching to Preview during an upload loses nothing: the image lands when the upload ends. */
export const UploadEndsInPreview: Story = {
  tags: ['!visual'],
  args: {
    onUploadImage: fn((_file: File) => new Promise<string>((resolve) => (finishUpload = resolve))),
  },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    dropFiles(canvasElement, [png()], 'between');
    await expect(await canvas.findByText('Uploading…', { selector: 'span' })).toBeVisible();
    await userEvent.click(canvas.getByRole('tab', { name: 'Preview' }));
    finishUpload(UPLOADED);
    await waitFor(() => expect(lastDesign(args.onChange)?.elements).toHaveLength(4));
    await userEvent.click(canvas.getByRole('tab', { name: 'Design' }));
    await expect(blocks(canvasElement)).toHaveLength(4);
    await expect(imageIn(blocks(canvasElement)[1]!)).toHaveAttribute('src', UPLOADED);
  },
};

/** A failed upload says why (the host's message) and leaves the design as it was. */
export const UploadFails: Story = {
  args: {
    onUploadImage: fn((_file: File) =>
      Promise.reject(new Error('413: The image is larger than 5 MB.')),
    ),
  },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    dropFiles(canvasElement, [png()], 'between');
    const alert = canvas.getByRole('alert');
    await waitFor(() =>
      expect(alert).toHaveTextContent(
        'The image could not be uploaded: 413: The image is larger than 5 MB.',
      ),
    );
    await expect(blocks(canvasElement)).toHaveLength(3);
    // Only the initial report: no change reached the parent.
    await expect(args.onChange).toHaveBeenCalledTimes(1);
    await expect(canvas.getByRole('button', { name: 'Undo' })).toBeDisabled();
    await expect(canvas.queryByText('Uploading…')).toBeNull();
  },
};

/** A PDF is refused while dragged and when dropped, and never uploaded. */
export const NotAnImage: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const pdf = new File(['%PDF-1.7'], 'price list.pdf', { type: 'application/pdf' });
    const drag = dragFiles(canvasElement, [pdf], 'between');
    drag.over();
    await expect(
      await canvas.findByText('Only PNG, JPEG, GIF and WebP images can be uploaded.'),
    ).toBeVisible();
    drag.drop();
    await waitFor(() =>
      expect(canvas.getByRole('alert')).toHaveTextContent(
        'Not uploaded: price list.pdf. Only PNG, JPEG, GIF and WebP images can be uploaded.',
      ),
    );
    await expect(args.onUploadImage).not.toHaveBeenCalled();
    await expect(blocks(canvasElement)).toHaveLength(3);
    await expect(args.onChange).toHaveBeenCalledTimes(1);
  },
};

/** Dropped in an empty column of a columns block: the image goes into that column. */
export const DropIntoAColumn: Story = {
  tags: ['!visual'],
  args: {
    design: {
      ...design,
      elements: [
        ...design.elements,
        {
          id: 'columns-1',
          type: 'columns',
          content: '',
          settings: { layout: '50/50' },
          columns: [{ elements: [] }, { elements: [] }],
        },
      ],
    },
  },
  play: async ({ args, canvasElement }) => {
    const column = within(canvasElement).getByRole('list', { name: /^Column 2 of Columns/ });
    const { left, top, width, height } = column.getBoundingClientRect();
    dropFiles(canvasElement, [png()], { x: left + width / 2, y: top + height / 2 });
    await waitFor(() =>
      expect(lastDesign(args.onChange)?.elements[3]?.columns?.[1]?.elements).toHaveLength(1),
    );
    const columns = lastDesign(args.onChange)!.elements[3]!.columns!;
    await expect(columns[1]!.elements[0]).toMatchObject({ type: 'image', content: UPLOADED });
    await expect(columns[0]!.elements).toHaveLength(0);
    await expect(imageIn(column)).toHaveAttribute('src', UPLOADED);
  },
};

/** On an empty email the image becomes its first block. */
export const EmptyEmail: Story = {
  tags: ['!visual'],
  args: { design: { ...design, elements: [] } },
  play: async ({ args, canvasElement }) => {
    const empty = within(canvasElement).getByText('Add an element to start your email.');
    const { left, top, width } = empty.getBoundingClientRect();
    dropFiles(canvasElement, [png()], { x: left + width / 2, y: top + 4 });
    await waitFor(() => expect(lastDesign(args.onChange)?.elements).toHaveLength(1));
    await expect(lastDesign(args.onChange)!.elements[0]).toMatchObject({
      type: 'image',
      content: UPLOADED,
    });
    await expect(blocks(canvasElement)).toHaveLength(1);
  },
};

/** Without `onUploadImage` the canvas takes no files: no drop target, nothing said. */
export const WithoutUploads: Story = {
  tags: ['!visual'],
  args: { onUploadImage: undefined },
  play: async ({ args, canvasElement }) => {
    const [enter] = dragFiles(canvasElement, [png()], 'between').over();
    await expect(enter!.defaultPrevented).toBe(false);
    await expect(within(canvasElement).queryByText('Drop to add the image here')).toBeNull();
    dropFiles(canvasElement, [png()], 'between');
    await expect(blocks(canvasElement)).toHaveLength(3);
    await expect(args.onChange).toHaveBeenCalledTimes(1);
  },
};

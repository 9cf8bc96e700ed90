import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { contrastIssues } from '../../core/contrastIssues';
import { createElement } from '../../core/createElement';
import { defaultDesign } from '../../core/defaults';
import type { DesignElement } from '../../core/schema';
import { builderThemeStyle } from '../builderTheme';
import { ElementSettings } from './ElementSettings';

const [header, , button] = defaultDesign.elements as [DesignElement, DesignElement, DesignElement];
const paleButton: DesignElement = {
  ...button,
  settings: { ...button.settings, backgroundColor: '#93c5fd' },
};
const [paleButtonIssue] = contrastIssues({ ...defaultDesign, elements: [paleButton] });

/**
 * The selected element's settings in the Design tab's side panel: the fields its type has, a
 * low-contrast warning when its text is hard to read, and Back (deselect) and Remove.
 */
const meta = {
  title: 'Email builder/Panels/ElementSettings',
  component: ElementSettings,
  args: {
    element: header,
    onContentChange: fn(),
    onSettingChange: fn(),
    onBack: fn(),
    onRemove: fn(),
  },
  decorators: [(Story) => <div style={{ ...builderThemeStyle, maxWidth: 320 }}>{Story()}</div>],
} satisfies Meta<typeof ElementSettings>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A header: content and settings edits go to their callbacks; Back and Remove are buttons. */
export const Header: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('group', { name: 'Element Settings: Header' })).toBeVisible();
    await expect(canvas.queryByRole('status')).toBeNull();

    await userEvent.type(canvas.getByRole('textbox', { name: 'Content' }), '!');
    await expect(args.onContentChange).toHaveBeenLastCalledWith('Welcome to Our Newsletter!');

    const padding = canvas.getByRole('textbox', { name: 'Padding' });
    await userEvent.clear(padding);
    await userEvent.type(padding, '20px');
    await expect(args.onSettingChange).toHaveBeenLastCalledWith('padding', '20px');

    canvas.getByRole('button', { name: /Alignment/ }).focus();
    await userEvent.keyboard('{ArrowDown}');
    const listbox = await within(document.body).findByRole('listbox');
    await userEvent.click(within(listbox).getByRole('option', { name: 'Right' }));
    await expect(args.onSettingChange).toHaveBeenLastCalledWith('alignment', 'right');

    await userEvent.click(canvas.getByRole('button', { name: 'Back' }));
    await expect(args.onBack).toHaveBeenCalledOnce();
    canvas.getByRole('button', { name: 'Remove' }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onRemove).toHaveBeenCalledOnce();
  },
};

/** A button with a pale background: the warning is announced, and its own fields are shown. */
export const ButtonWithLowContrast: Story = {
  args: {
    element: paleButton,
    contrastIssue: paleButtonIssue,
  },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent(
      `Low contrast: ${paleButtonIssue!.ratio}:1 between the text and its background.`,
    );
    await expect(canvas.getByRole('textbox', { name: 'Button Text' })).toHaveValue('Learn More');
    await expect(canvas.getByRole('textbox', { name: 'URL' })).toHaveValue('#');
    await expect(canvas.getByRole('textbox', { name: 'Border Radius' })).toHaveValue('4px');
    await expect(canvas.getByRole('textbox', { name: 'Background Color' })).toHaveValue('#93c5fd');

    await userEvent.click(canvas.getByRole('button', { name: /Font Size/ }));
    const listbox = await within(document.body).findByRole('listbox');
    await userEvent.click(within(listbox).getByRole('option', { name: '20px' }));
    await expect(args.onSettingChange).toHaveBeenLastCalledWith('fontSize', '20px');
  },
};

/** An image: address, alt text, link and width; no text settings. */
export const Image: Story = {
  args: { element: { ...createElement('image'), id: 'image-1' } },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('group', { name: 'Element Settings: Image' })).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: 'Image URL' })).toHaveAccessibleDescription(
      'An https:// address of a PNG, JPEG, GIF or WebP image. Left empty, the image is a placeholder the email leaves out.',
    );
    // A new image has no source yet: its settings say the email leaves it out.
    await expect(canvas.getByRole('status')).toHaveTextContent(/still a placeholder/);
    await expect(canvas.getByRole('textbox', { name: 'Width' })).toHaveValue('100%');
    await expect(canvas.queryByRole('button', { name: /Font Size/ })).toBeNull();

    await userEvent.type(canvas.getByRole('textbox', { name: 'Alt Text' }), 's');
    await expect(args.onSettingChange).toHaveBeenLastCalledWith('altText', 'Images');
  },
};

const photo = () =>
  new File([new Uint8Array([137, 80, 78, 71])], 'photo.png', { type: 'image/png' });

/** With `onUploadImage`: 'Upload image' picks a file, uploads it and shows the returned URL. */
export const ImageUpload: Story = {
  args: {
    element: { ...createElement('image'), id: 'image-2' },
    onUploadImage: fn(async () => 'https://cdn.example/photo.png'),
  },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const button = canvas.getByRole('button', { name: 'Upload image' });
    await expect(button).toBeEnabled();
    const input = canvasElement.querySelector('input[type="file"]') as HTMLInputElement;
    await expect(input.accept).toContain('image/png');
    await userEvent.upload(input, photo());
    await waitFor(() =>
      expect(args.onContentChange).toHaveBeenLastCalledWith('https://cdn.example/photo.png'),
    );
    await expect(args.onUploadImage).toHaveBeenCalledWith(
      expect.objectContaining({ name: 'photo.png' }),
    );
  },
};

/**
 * A failed upload says why in the host's words (here the server's quota message), the URL stays as
 * it was, and 'Choose from library' beside it is where earlier uploads can be reused or deleted.
 */
export const ImageUploadFails: Story = {
  args: {
    element: { ...createElement('image'), id: 'image-3' },
    onUploadImage: fn(async () => {
      throw new Error(
        'Your images use all of your 50 MB of storage. Delete images you no longer use and try again.',
      );
    }),
    imageLibrary: { list: async () => ({ images: [] }) },
  },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvasElement.querySelector('input[type="file"]') as HTMLInputElement;
    await userEvent.upload(input, photo());
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'The image could not be uploaded: Your images use all of your 50 MB of storage. Delete images you no longer use and try again.',
    );
    await expect(args.onContentChange).not.toHaveBeenCalled();
    await expect(canvas.getByRole('button', { name: 'Choose from library' })).toBeEnabled();
  },
};

import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import type { RichText } from '../../core/richText/RichText';
import { builderThemeStyle } from '../builderTheme';
import { RichTextEditor } from './RichTextEditor';

const sample: RichText = [
  {
    type: 'paragraph',
    spans: [
      { text: 'Hello ' },
      { text: 'bold', bold: true },
      { text: ' and ' },
      { text: 'a link', href: 'https://example.com' },
    ],
  },
  { type: 'list', items: [[{ text: 'First' }], [{ text: 'Second', italic: true }]] },
];

type OnChange = ReturnType<typeof fn<(rich: RichText) => void>>;
const lastRich = (onChange: unknown) => (onChange as OnChange).mock.calls.at(-1)?.[0];

/** Formatted text for headers and texts: a keyboard toolbar over an editable area. */
const meta = {
  title: 'Email builder/Panels/RichTextEditor',
  component: RichTextEditor,
  args: { label: 'Content', defaultValue: sample, onChange: fn() },
  decorators: [(Story) => <div style={{ ...builderThemeStyle, maxWidth: 360 }}>{Story()}</div>],
} satisfies Meta<typeof RichTextEditor>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** Select a word, reach the toolbar by keyboard and make it italic: the change comes back as rich text. */
export const FormatByKeyboard: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const editor = canvas.getByRole('textbox', { name: 'Content' });
    const toolbar = canvas.getByRole('toolbar', { name: 'Formatting of Content' });
    await expect(within(toolbar).getAllByRole('button')).toHaveLength(6);

    // Select "Hello" (the first text node's first five characters).
    const text = editor.querySelector('div')!.firstChild!;
    editor.focus();
    const range = document.createRange();
    range.setStart(text, 0);
    range.setEnd(text, 5);
    document.getSelection()!.removeAllRanges();
    document.getSelection()!.addRange(range);
    document.dispatchEvent(new Event('selectionchange'));

    // Into the toolbar by keyboard, along it with the arrow keys, press Italic.
    within(toolbar).getByRole('button', { name: 'Bold' }).focus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(within(toolbar).getByRole('button', { name: 'Italic' })).toHaveFocus();
    await userEvent.keyboard(' ');
    await waitFor(() =>
      expect(lastRich(args.onChange)?.[0]).toEqual({
        type: 'paragraph',
        spans: [
          { text: 'Hello', italic: true },
          { text: ' ' },
          { text: 'bold', bold: true },
          { text: ' and ' },
          { text: 'a link', href: 'https://example.com' },
        ],
      }),
    );
    await expect(within(toolbar).getByRole('button', { name: 'Italic' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  },
};

/** Puts the caret in the text node holding `text`, as a click there would. */
function caretIn(editor: HTMLElement, text: string) {
  const walker = document.createTreeWalker(editor, NodeFilter.SHOW_TEXT);
  let node = walker.nextNode();
  while (node && node.textContent !== text) node = walker.nextNode();
  editor.focus();
  const range = document.createRange();
  range.setStart(node!, 1);
  range.collapse(true);
  document.getSelection()!.removeAllRanges();
  document.getSelection()!.addRange(range);
  document.dispatchEvent(new Event('selectionchange'));
}

/**
 * A line made a list, and a list line made a line again: the browser's list command puts the list
 * inside the block of the caret's line, and the editor's lines are never paragraphs (<p>), so no
 * list ever sits inside one; the rich text has the list beside its lines.
 */
export const ListFromALine: Story = {
  args: {
    defaultValue: ['One', 'Two', 'Three'].map((text) => ({
      type: 'paragraph' as const,
      spans: [{ text }],
    })),
  },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const editor = canvas.getByRole('textbox', { name: 'Content' });
    caretIn(editor, 'Two');
    await userEvent.click(canvas.getByRole('button', { name: 'Bulleted list' }));
    await waitFor(() =>
      expect(lastRich(args.onChange)).toEqual([
        { type: 'paragraph', spans: [{ text: 'One' }] },
        { type: 'list', items: [[{ text: 'Two' }]] },
        { type: 'paragraph', spans: [{ text: 'Three' }] },
      ]),
    );
    await expect(editor.querySelector('p ul, p ol')).toBeNull();
    await expect(editor.querySelector('p')).toBeNull();

    caretIn(editor, 'Three');
    await userEvent.click(canvas.getByRole('button', { name: 'Numbered list' }));
    await waitFor(() =>
      expect(lastRich(args.onChange)?.at(-1)).toEqual({
        type: 'list',
        ordered: true,
        items: [[{ text: 'Three' }]],
      }),
    );
    await expect(editor.querySelector('p ul, p ol, p')).toBeNull();
  },
};

/** A paste from a web page or Word keeps words, marks, safe links and lists, and nothing else. */
export const PasteKeepsOnlyWhatIsAllowed: Story = {
  args: { defaultValue: [] },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const editor = canvas.getByRole('textbox', { name: 'Content' });
    editor.focus();
    const data = new DataTransfer();
    data.setData(
      'text/html',
      '<style>p{color:red}</style><p class=MsoNormal style="color:red">Hi <b>there</b> ' +
        '<a href="javascript:alert(1)">trap</a> <a href="https://ok.example">ok</a>' +
        '<img src=x onerror="window.pwned=1"><script>window.pwned=1</script></p>',
    );
    editor.dispatchEvent(
      new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }),
    );
    await waitFor(() =>
      expect(lastRich(args.onChange)).toEqual([
        {
          type: 'paragraph',
          spans: [
            { text: 'Hi ' },
            { text: 'there', bold: true },
            { text: ' trap ' },
            { text: 'ok', href: 'https://ok.example' },
          ],
        },
      ]),
    );
    await expect(editor.querySelector('img, script, style, [onerror]')).toBeNull();
    await expect((window as { pwned?: number }).pwned).toBeUndefined();
  },
};

/** Headers are one block of lines: no list buttons. A link with an unsafe URL is refused. */
export const HeaderWithLink: Story = {
  args: { allowLists: false, defaultValue: [{ type: 'paragraph', spans: [{ text: 'Big news' }] }] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const toolbar = canvas.getByRole('toolbar');
    await expect(within(toolbar).queryByRole('button', { name: 'Bulleted list' })).toBeNull();
    await userEvent.click(within(toolbar).getByRole('button', { name: 'Link' }));
    await userEvent.type(canvas.getByRole('textbox', { name: 'Link URL' }), 'javascript:alert(1)');
    await userEvent.click(canvas.getByRole('button', { name: 'Apply link' }));
    await expect(
      canvas.getByText('Use an http, https, mailto or tel link, or a merge tag.'),
    ).toBeVisible();
  },
};

import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { DEFAULT_EMAIL_STYLE } from '../../core/defaults';
import { builderThemeStyle } from '../builderTheme';
import { EmailStyleSettings } from './EmailStyleSettings';

/**
 * The Email Style panel, shown while no element is selected: the whole email's colours, font, font
 * size and content width. `onChange` gets one key and its new value at a time.
 */
const meta = {
  title: 'Email builder/Panels/EmailStyleSettings',
  component: EmailStyleSettings,
  args: { style: { ...DEFAULT_EMAIL_STYLE }, onChange: fn() },
  decorators: [(Story) => <div style={{ ...builderThemeStyle, maxWidth: 320 }}>{Story()}</div>],
} satisfies Meta<typeof EmailStyleSettings>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * The default style. A choice in a list sends that key; a colour is sent once valid, and a cleared
 * colour is never sent, since the email always needs one.
 */
export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const group = canvas.getByRole('group', { name: 'Email Style' });
    await expect(within(group).getByRole('textbox', { name: 'Text Color' })).toHaveValue('#333333');
    await expect(within(group).getByRole('button', { name: /Font Family/ })).toHaveTextContent(
      'Arial',
    );

    const width = within(group).getByRole('button', { name: /Content Width/ });
    await expect(width).toHaveTextContent('600px');
    width.focus();
    await userEvent.keyboard('{ArrowDown}');
    const listbox = await within(document.body).findByRole('listbox');
    await userEvent.click(within(listbox).getByRole('option', { name: '700px' }));
    await expect(args.onChange).toHaveBeenLastCalledWith('contentWidth', '700px');

    const background = within(group).getByRole('textbox', { name: 'Background Color' });
    await userEvent.clear(background);
    await expect(args.onChange).toHaveBeenCalledTimes(1);
    await userEvent.type(background, '#fff');
    await expect(args.onChange).toHaveBeenLastCalledWith('backgroundColor', '#fff');
  },
};

/** A stored font size outside the offered 12–20px stays visible and selected. */
export const CustomFontSize: Story = {
  args: { style: { ...DEFAULT_EMAIL_STYLE, fontSize: '22px', fontFamily: 'Georgia, serif' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: /Font Size/ })).toHaveTextContent('22px');
    await expect(canvas.getByRole('button', { name: /Font Family/ })).toHaveTextContent('Georgia');
  },
};

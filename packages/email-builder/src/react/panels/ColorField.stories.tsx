import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fireEvent, fn, userEvent, within } from 'storybook/test';
import { builderThemeStyle } from '../builderTheme';
import { ColorField } from './ColorField';

/**
 * A colour setting: a native colour picker beside a text field for exact values (hex, rgb()/hsl(),
 * names). Only valid colours, or an empty field, reach `onChange`.
 */
const meta = {
  title: 'Email builder/Panels/ColorField',
  component: ColorField,
  args: { label: 'Text Color', value: '#2563EB', onChange: fn() },
  decorators: [(Story) => <div style={{ ...builderThemeStyle, maxWidth: 320 }}>{Story()}</div>],
} satisfies Meta<typeof ColorField>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Typing a colour name: partial names are flagged and held back; the picker sends its hex. */
export const TypeAndPick: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const field = canvas.getByRole('textbox', { name: 'Text Color' });
    const picker = canvas.getByLabelText('Text Color picker');
    await expect(field).toHaveValue('#2563EB');
    await expect(picker).toHaveValue('#2563eb');

    await userEvent.clear(field);
    await expect(args.onChange).toHaveBeenLastCalledWith('');
    await userEvent.type(field, 'tom');
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.getByText('Use a colour such as #2563EB')).toBeVisible();
    await expect(args.onChange).toHaveBeenCalledTimes(1);
    await userEvent.type(field, 'ato');
    await expect(field).not.toHaveAttribute('aria-invalid', 'true');
    await expect(args.onChange).toHaveBeenLastCalledWith('tomato');

    fireEvent.input(picker, { target: { value: '#ff0000' } });
    await expect(args.onChange).toHaveBeenLastCalledWith('#ff0000');
  },
};

/** A short hex is widened for the picker, which only reads `#rrggbb`. */
export const ShortHex: Story = {
  args: { label: 'Background Color', value: '#abc' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('textbox', { name: 'Background Color' })).toHaveValue('#abc');
    await expect(canvas.getByLabelText('Background Color picker')).toHaveValue('#aabbcc');
  },
};

/** Not set: the text is empty and valid; the picker falls back to black. */
export const NotSet: Story = {
  args: { label: 'Background Color', value: '' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const field = canvas.getByRole('textbox', { name: 'Background Color' });
    await expect(field).toHaveValue('');
    await expect(field).not.toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.getByLabelText('Background Color picker')).toHaveValue('#000000');
  },
};

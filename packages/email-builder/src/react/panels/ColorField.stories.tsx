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

/**
 * Not set: the text is empty and valid, and the swatch shows 'no colour' (a stroke on the panel's
 * surface), not the black the native picker holds.
 */
export const NotSet: Story = {
  args: { label: 'Background Color', value: '' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const field = canvas.getByRole('textbox', { name: 'Background Color' });
    await expect(field).toHaveValue('');
    await expect(field).not.toHaveAttribute('aria-invalid', 'true');
    const picker = canvas.getByLabelText('Background Color picker');
    const cover = getComputedStyle(picker.parentElement!, '::after');
    await expect(cover.content).not.toBe('none');
    await expect(cover.backgroundImage).toMatch(/linear-gradient/);
    // Neither the black the picker holds nor see-through to it.
    await expect(cover.backgroundColor).not.toMatch(/^rgba?\(0, 0, 0(, [01])?\)$/);
    // Pressing still opens the picker: the cover lets the press through.
    await expect(cover.pointerEvents).toBe('none');
  },
};

/** Set: the native swatch shows the colour, with no cover. */
export const Set: Story = {
  args: { label: 'Background Color', value: '#16a34a' },
  play: async ({ canvasElement }) => {
    const picker = within(canvasElement).getByLabelText('Background Color picker');
    await expect(getComputedStyle(picker.parentElement!, '::after').content).toBe('none');
  },
};

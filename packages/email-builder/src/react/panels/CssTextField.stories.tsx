import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { isCssLength } from '../../core/cssValues';
import { builderThemeStyle } from '../builderTheme';
import { CssTextField } from './CssTextField';

/**
 * A text field for one CSS value (padding, width, border...). Only values `isValid` accepts, or an
 * empty field, reach `onChange`; unfinished text is kept in the field and flagged until it is valid.
 */
const meta = {
  title: 'Email builder/Panels/CssTextField',
  component: CssTextField,
  args: {
    label: 'Padding',
    value: '10px',
    isValid: (value: string) => isCssLength(value, 4),
    errorMessage: 'Use a length such as 10px or 10px 20px',
    description: 'One to four lengths, as in CSS.',
    onChange: fn(),
  },
  argTypes: { isValid: { control: false } },
  decorators: [(Story) => <div style={{ ...builderThemeStyle, maxWidth: 320 }}>{Story()}</div>],
} satisfies Meta<typeof CssTextField>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Typing: half-typed values are flagged and held back; the finished value goes to `onChange`. */
export const Typing: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const field = canvas.getByRole('textbox', { name: 'Padding' });
    await expect(field).toHaveValue('10px');
    await expect(field).toHaveAccessibleDescription('One to four lengths, as in CSS.');

    await userEvent.clear(field);
    await expect(args.onChange).toHaveBeenLastCalledWith('');
    await userEvent.type(field, '20');
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.getByText('Use a length such as 10px or 10px 20px')).toBeVisible();
    await expect(args.onChange).toHaveBeenCalledTimes(1);

    await userEvent.type(field, 'px 8px');
    await expect(field).not.toHaveAttribute('aria-invalid', 'true');
    await expect(args.onChange).toHaveBeenLastCalledWith('20px 8px');
  },
};

/** A stored value the checker rejects is shown as invalid, with the message. */
export const InvalidValue: Story = {
  args: { value: 'huge' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const field = canvas.getByRole('textbox', { name: 'Padding' });
    await expect(field).toHaveValue('huge');
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(field).toHaveAccessibleDescription(
      expect.stringContaining('Use a length such as 10px or 10px 20px'),
    );
  },
};

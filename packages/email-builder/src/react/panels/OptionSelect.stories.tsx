import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { FONT_FAMILIES, FONT_SIZES } from '../../core/constants';
import { builderThemeStyle } from '../builderTheme';
import { OptionSelect } from './OptionSelect';

/**
 * The select the settings panels use for a fixed list from spec 9 (font sizes, fonts, widths...).
 * Options are plain strings or `{ label, value }`; `onChange` gets the value, never the label.
 */
const meta = {
  title: 'Email builder/Panels/OptionSelect',
  component: OptionSelect,
  args: {
    label: 'Font Family',
    options: FONT_FAMILIES,
    value: 'Arial, sans-serif',
    onChange: fn(),
  },
  argTypes: { options: { control: false } },
  decorators: [(Story) => <div style={{ ...builderThemeStyle, maxWidth: 320 }}>{Story()}</div>],
} satisfies Meta<typeof OptionSelect>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Labelled options: the trigger shows the label, a choice made by keyboard sends the value. */
export const LabelledOptions: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const trigger = canvas.getByRole('button', { name: /Font Family/ });
    await expect(trigger).toHaveTextContent('Arial');
    trigger.focus();
    await userEvent.keyboard('{ArrowDown}');
    const listbox = await within(document.body).findByRole('listbox');
    await expect(within(listbox).getAllByRole('option')).toHaveLength(FONT_FAMILIES.length);
    await userEvent.click(within(listbox).getByRole('option', { name: 'Georgia' }));
    await expect(args.onChange).toHaveBeenCalledOnce();
    await expect(args.onChange).toHaveBeenCalledWith('Georgia, serif');
  },
};

/** A stored value outside the list (here 15px) is offered first, so it stays visible. */
export const ValueOutsideTheList: Story = {
  args: { label: 'Font Size', options: FONT_SIZES, value: '15px' },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const trigger = canvas.getByRole('button', { name: /Font Size/ });
    await expect(trigger).toHaveTextContent('15px');
    await userEvent.click(trigger);
    const listbox = await within(document.body).findByRole('listbox');
    const options = within(listbox).getAllByRole('option');
    await expect(options).toHaveLength(FONT_SIZES.length + 1);
    await expect(options[0]).toHaveTextContent('15px');
    await expect(options[0]).toHaveAttribute('aria-selected', 'true');
    await userEvent.click(within(listbox).getByRole('option', { name: '32px' }));
    await expect(args.onChange).toHaveBeenCalledOnce();
    await expect(args.onChange).toHaveBeenCalledWith('32px');
  },
};

import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { builderThemeStyle } from '../../builderTheme';
import { LinkField } from './LinkField';

/**
 * A link's address, with merge tags to insert. One part of `ElementSettings`, shown alone; the whole panel's stories show it in place.
 */
const meta = {
  title: 'Email builder/Panels/ElementSettings/LinkField',
  component: LinkField,
  args: {
    label: 'Button Link',
    value: 'https://example.com',
    onChange: fn(),
    mergeTags: [{ name: 'first_name', label: 'First name', sample: 'Ana' }],
  },
  decorators: [(Story) => <div style={{ ...builderThemeStyle, maxWidth: 320 }}>{Story()}</div>],
} satisfies Meta<typeof LinkField>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A button's link; typing reports the new address. */
export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const [field] = within(canvasElement).getAllByRole('textbox');
    await userEvent.type(field!, '/');
    await expect(args.onChange).toHaveBeenCalled();
  },
};

import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { defaultDesign } from '../../../core/defaults';
import type { DesignElement } from '../../../core/schema';

const [header] = defaultDesign.elements as [DesignElement, DesignElement, DesignElement];
import { builderThemeStyle } from '../../builderTheme';
import { ContentFields } from './ContentFields';

/**
 * A block's text: plain or rich, with merge tags to insert. One part of `ElementSettings`, shown alone; the whole panel's stories show it in place.
 */
const meta = {
  title: 'Email builder/Panels/ElementSettings/ContentFields',
  component: ContentFields,
  args: {
    element: header,
    onContentChange: fn(),
    mergeTags: [{ name: 'first_name', label: 'First name', sample: 'Ana' }],
  },
  decorators: [(Story) => <div style={{ ...builderThemeStyle, maxWidth: 320 }}>{Story()}</div>],
} satisfies Meta<typeof ContentFields>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A header's text; typing reports the new content. */
export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const [field] = within(canvasElement).getAllByRole('textbox');
    await userEvent.type(field!, '!');
    await expect(args.onContentChange).toHaveBeenCalled();
  },
};

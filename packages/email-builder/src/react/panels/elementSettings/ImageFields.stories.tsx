import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { createElement } from '../../../core/createElement';
import { builderThemeStyle } from '../../builderTheme';
import { ImageFields } from './ImageFields';

/**
 * An image: its address (typed or uploaded), alt text and width. One part of `ElementSettings`, shown alone; the whole panel's stories show it in place.
 */
const meta = {
  title: 'Email builder/Panels/ElementSettings/ImageFields',
  component: ImageFields,
  args: {
    element: { ...createElement('image'), id: 'image-1' },
    onContentChange: fn(),
    onSettingChange: fn(),
  },
  decorators: [(Story) => <div style={{ ...builderThemeStyle, maxWidth: 320 }}>{Story()}</div>],
} satisfies Meta<typeof ImageFields>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A new image, still a placeholder; typing its address reports it. No library given, none offered. */
export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    await expect(
      within(canvasElement).queryByRole('button', { name: 'Choose from library' }),
    ).toBeNull();
    const [field] = within(canvasElement).getAllByRole('textbox');
    await userEvent.type(field!, 'h');
    await expect(args.onContentChange).toHaveBeenCalled();
  },
};

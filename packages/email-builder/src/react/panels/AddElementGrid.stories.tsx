import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { builderThemeStyle } from '../builderTheme';
import { AddElementGrid } from './AddElementGrid';

/**
 * The Add Element grid of the Design tab's side panel, shown while no element is selected: one
 * button per element type, each calling `onAdd` with its type.
 */
const meta = {
  title: 'Email builder/Panels/AddElementGrid',
  component: AddElementGrid,
  args: { onAdd: fn() },
  decorators: [(Story) => <div style={{ ...builderThemeStyle, maxWidth: 320 }}>{Story()}</div>],
} satisfies Meta<typeof AddElementGrid>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every type is offered in spec order (columns last); a press (mouse or keyboard) hands its type to `onAdd`. */
export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const group = canvas.getByRole('group', { name: 'Add Element' });
    await expect(
      within(group)
        .getAllByRole('button')
        .map((button) => button.getAttribute('aria-label')),
    ).toEqual([
      'Add Header',
      'Add Text',
      'Add Image',
      'Add Button',
      'Add Divider',
      'Add Spacer',
      'Add Columns',
    ]);

    await userEvent.click(canvas.getByRole('button', { name: 'Add Header' }));
    await expect(args.onAdd).toHaveBeenLastCalledWith('header');

    canvas.getByRole('button', { name: 'Add Spacer' }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onAdd).toHaveBeenLastCalledWith('spacer');
    await userEvent.keyboard(' ');
    await expect(args.onAdd).toHaveBeenCalledTimes(3);
  },
};

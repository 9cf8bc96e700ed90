import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { sampleMergeTags } from '../../testing/sampleMergeTags';
import { builderThemeStyle } from '../builderTheme';
import { MergeTagMenu } from './MergeTagMenu';

/** 'Insert merge tag': the integrator's tags in a menu, by mouse or keyboard. */
const meta = {
  title: 'Email builder/Panels/MergeTagMenu',
  component: MergeTagMenu,
  args: { tags: sampleMergeTags, fieldLabel: 'Content', onInsert: fn() },
  decorators: [(Story) => <div style={{ ...builderThemeStyle, padding: 8 }}>{Story()}</div>],
} satisfies Meta<typeof MergeTagMenu>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Enter opens the menu, arrows move, Enter inserts; a click inserts too. */
export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const button = within(canvasElement).getByRole('button', {
      name: 'Insert merge tag into Content',
    });
    button.focus();
    await userEvent.keyboard('{Enter}');
    const menu = await screen.findByRole('menu');
    await expect(within(menu).getByRole('menuitem', { name: /^First name/ })).toHaveFocus();
    await expect(within(menu).getAllByRole('menuitem')).toHaveLength(3);
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect(args.onInsert).toHaveBeenLastCalledWith('company');
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());

    await userEvent.click(button);
    await userEvent.click(await screen.findByRole('menuitem', { name: /^Unsubscribe link/ }));
    await expect(args.onInsert).toHaveBeenLastCalledWith('unsubscribeUrl');
  },
};

/** Without tags there is no menu at all. */
export const NoTags: Story = {
  args: { tags: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('button')).toBeNull();
  },
};

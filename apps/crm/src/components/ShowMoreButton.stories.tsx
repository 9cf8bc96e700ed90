import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { findRole } from '../testing/storyQueries';
import { ShowMoreButton } from './ShowMoreButton';

/** `ShowMoreButton`: under a list read a page at a time (a workflow's contacts, bounces). */
const meta = {
  title: 'App/Components/ShowMoreButton',
  component: ShowMoreButton,
  args: { shown: 50, total: 1234, isLoading: false, onPress: fn() },
} satisfies Meta<typeof ShowMoreButton>;

export default meta;
type Story = StoryObj<typeof meta>;

/** How many are shown of how many, in the app's count format; a press asks for the next page. */
export const Ready: Story = {
  play: async ({ args }) => {
    const button = await findRole('button', 'Show more (50 of 1,234)');
    await userEvent.click(button);
    await expect(args.onPress).toHaveBeenCalledTimes(1);
  },
};

/** The next page on its way: the button waits, and a press does nothing. */
export const Loading: Story = {
  args: { isLoading: true },
  play: async ({ args }) => {
    const button = await findRole('button', 'Show more (50 of 1,234)');
    await expect(button).toBeDisabled();
    await userEvent.click(button);
    await expect(args.onPress).not.toHaveBeenCalled();
  },
};

import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { findRole } from '../../../testing/storyQueries';
import { WatchDemoButton } from './WatchDemoButton';

/**
 * The landing page's Watch demo button. The dialog's code loads when the pointer nears the button
 * or it takes focus, and the dialog opens when it is pressed.
 */
const meta = {
  title: 'App/Landing/WatchDemoButton',
  component: WatchDemoButton,
  args: { onChooseIndustry: fn(), defaultOpen: false },
  parameters: { layout: 'fullscreen' },
  decorators: [
    (Story) => (
      <div style={{ padding: 16 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof WatchDemoButton>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Enter opens the dialog; a chosen industry is reported; Escape closes it and focus returns. */
export const OpenWithKeyboard: Story = {
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Watch demo' });
    await expect(button).toHaveAttribute('aria-haspopup', 'dialog');
    await expect(screen.queryByRole('dialog')).toBeNull();

    button.focus();
    await userEvent.keyboard('{Enter}');
    const dialog = await findRole('dialog', 'See Beacon CRM in action');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Home Services' }));
    await expect(args.onChooseIndustry).toHaveBeenCalledOnce();
    await expect(args.onChooseIndustry).toHaveBeenCalledWith('home-services');

    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(button).toHaveFocus());
  },
};

/** `defaultOpen`: the dialog is open on first render, the tour (with captions) and picker shown. */
export const DefaultOpen: Story = {
  args: { defaultOpen: true },
  // The player's buffered bar moves with load timing; WatchDemoDialog's poster story covers the look.
  tags: ['!visual'],
  play: async () => {
    const dialog = await findRole('dialog', 'See Beacon CRM in action');
    const video = within(dialog).getByLabelText('Beacon CRM demo video');
    await expect(video.tagName).toBe('VIDEO');
    await expect(video.querySelector('track[kind="captions"]')).toHaveAttribute('default');
    await expect(
      within(dialog).getByRole('group', { name: 'What industry are you in?' }),
    ).toBeVisible();
  },
};

import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import { WatchDemoDialog } from './WatchDemoDialog';

/**
 * The Watch demo dialog: the local demo video (or, when the file is missing, its poster and a
 * message) and an industry picker. The video ships separately and is absent here, so these stories
 * show the fallback the dialog must survive.
 */
const meta = {
  title: 'App/Landing/WatchDemoDialog',
  component: WatchDemoDialog,
  args: { onChooseIndustry: fn(), onOpenChange: fn() },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof WatchDemoDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

const industryLabels = [
  'Real Estate',
  'Retail',
  'Home Services',
  'Manufacturing',
  'Software & IT',
  'Other',
];

/** The video cannot load: the poster explains, and all six industries are offered, none chosen. */
export const VideoUnavailable: Story = {
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'See Beacon CRM in action' });
    await expect(dialog).toHaveAccessibleDescription(
      'A two-minute tour of contacts, campaigns and automation.',
    );
    await expect(await within(dialog).findByRole('status')).toHaveTextContent(
      'The demo video could not be loaded. Pick your industry below to start your free trial instead.',
    );
    await expect(within(dialog).getByRole('img', { name: 'Demo video poster' })).toBeVisible();
    const picker = within(dialog).getByRole('group', { name: 'What industry are you in?' });
    const buttons = within(picker).getAllByRole('button');
    await expect(buttons.map((button) => button.textContent)).toEqual(industryLabels);
    for (const button of buttons) await expect(button).toHaveAttribute('aria-pressed', 'false');
  },
};

/** The keyboard picks Software & IT: it is reported and shown pressed; Escape asks to close. */
export const ChooseIndustry: Story = {
  play: async ({ args }) => {
    const dialog = await screen.findByRole('dialog', { name: 'See Beacon CRM in action' });
    await within(dialog).findByRole('status');
    const software = within(dialog).getByRole('button', { name: 'Software & IT' });
    software.focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onChooseIndustry).toHaveBeenCalledOnce();
    await expect(args.onChooseIndustry).toHaveBeenCalledWith('software');
    await expect(software).toHaveAttribute('aria-pressed', 'true');
    await expect(within(dialog).getByRole('button', { name: 'Retail' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
    await userEvent.keyboard('{Escape}');
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
  },
};

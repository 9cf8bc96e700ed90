import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import {
  DEMO_CAPTIONS_SRC,
  DEMO_DESCRIPTION,
  DEMO_VIDEO_SRC,
  WatchDemoDialog,
} from './WatchDemoDialog';

/**
 * The Watch demo dialog: the local demo video (or, when the file is missing, its poster and a
 * message) and an industry picker. The tour is a static file in apps/crm/public, recorded by
 * `npm run demo:record`.
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

/** The recorded tour plays in the dialog with English captions on; both files are served. */
export const PlaysTheTour: Story = {
  // A video frame's decode timing is not a stable screenshot; the poster story below covers the look.
  tags: ['!visual'],
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'See Beacon CRM in action' });
    const video = within(dialog).getByLabelText('Beacon CRM demo video') as HTMLVideoElement;
    await expect(video.querySelector('source')).toHaveAttribute('src', DEMO_VIDEO_SRC);
    const track = video.querySelector('track');
    await expect(track).toHaveAttribute('kind', 'captions');
    await expect(track).toHaveAttribute('src', DEMO_CAPTIONS_SRC);
    for (const [src, type] of [
      [DEMO_VIDEO_SRC, 'video/webm'],
      [DEMO_CAPTIONS_SRC, 'text/vtt'],
    ] as const) {
      const response = await fetch(src);
      await expect(response.status).toBe(200);
      await expect(response.headers.get('content-type')).toContain(type);
    }
    // The browser decodes the file's header and loads the captions: a real, playable tour.
    await waitFor(() => expect(video.readyState).toBeGreaterThanOrEqual(1), { timeout: 10_000 });
    // The description says "half-minute": the tour must be about that long (it is 34 s).
    await expect(dialog).toHaveAccessibleDescription(DEMO_DESCRIPTION);
    await expect(video.duration).toBeGreaterThan(20);
    await expect(video.duration).toBeLessThan(45);
    await waitFor(() => expect(video.textTracks[0]?.cues?.length).toBeGreaterThan(3));
    await expect(video.textTracks[0]?.mode).toBe('showing');
  },
};

/** The video cannot load: the poster explains, and all six industries are offered, none chosen. */
export const VideoUnavailable: Story = {
  args: { videoSrc: '/media/no-such-demo.webm' },
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'See Beacon CRM in action' });
    await expect(dialog).toHaveAccessibleDescription(
      'A half-minute tour of contacts, email templates, campaigns and analytics.',
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
  args: { videoSrc: '/media/no-such-demo.webm' },
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

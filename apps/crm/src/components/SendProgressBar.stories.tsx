import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen } from 'storybook/test';
import { SendProgressBar } from './SendProgressBar';

const progress = {
  total: 1200,
  queued: 900,
  sent: 290,
  failed: 10,
  cancelled: 0,
  opened: 40,
  clicked: 5,
  unsubscribed: 1,
  bounced: 2,
};

/** `SendProgressBar`: how much of a campaign's send is done, for sighted and screen-reader users. */
const meta = {
  title: 'App/Components/SendProgressBar',
  component: SendProgressBar,
  args: { progress },
} satisfies Meta<typeof SendProgressBar>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A quarter through: 300 of 1,200 handled. */
export const Sending: Story = {
  play: async () => {
    const bar = screen.getByRole('progressbar', { name: 'Sending progress' });
    await expect(bar).toHaveAttribute('aria-valuenow', '300');
    await expect(bar).toHaveAttribute('aria-valuemax', '1200');
    await expect(screen.getByText('300 of 1,200 sent')).toBeVisible();
    // The fill is drawn a quarter of the track wide (it once was an inline span, never drawn).
    const track = bar.firstElementChild!;
    const fill = track.firstElementChild!;
    await expect(fill.getBoundingClientRect().width / track.clientWidth).toBeCloseTo(0.25, 2);
    await expect(fill.getBoundingClientRect().height).toBeGreaterThan(0);
  },
};

/** Just started: nothing handled yet. */
export const Starting: Story = {
  args: { progress: { ...progress, queued: 1200, sent: 0, failed: 0 } },
  play: async () => {
    await expect(screen.getByText('0 of 1,200 sent')).toBeVisible();
  },
};

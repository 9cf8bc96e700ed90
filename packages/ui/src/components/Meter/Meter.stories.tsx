import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { vars } from '../../theme/contract.css';
import { Meter } from './Meter';

const meta = {
  title: 'Components/Meter',
  component: Meter,
  args: { 'aria-label': 'Image storage' },
} satisfies Meta<typeof Meter>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Little used, half used and nearly full (the fill turns to the warning colour from 90%), with a
 * value label in words: screen readers hear the same text as the one shown.
 */
export const Levels: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: vars.space.md, maxWidth: 320 }}>
      {[
        [2.1, 'Little used'],
        [24.8, 'Half used'],
        [48.6, 'Nearly full'],
      ].map(([used, name]) => (
        <Meter
          key={name}
          {...args}
          aria-label={String(name)}
          value={Number(used)}
          maxValue={50}
          valueLabel={`${used} MB of 50 MB used`}
        />
      ))}
    </div>
  ),
  play: async ({ canvas }) => {
    const meters = canvas.getAllByRole('meter');
    await expect(meters).toHaveLength(3);
    const full = canvas.getByRole('meter', { name: 'Nearly full' });
    await expect(full).toHaveAttribute('aria-valuetext', '48.6 MB of 50 MB used');
    await expect(canvas.getByText('48.6 MB of 50 MB used')).toBeVisible();
    // The nearly full meter is drawn in another colour than the others.
    const fillOf = (meter: HTMLElement) =>
      getComputedStyle(meter.querySelector('span > span')!).backgroundColor;
    await expect(fillOf(full)).not.toBe(fillOf(canvas.getByRole('meter', { name: 'Half used' })));
  },
};

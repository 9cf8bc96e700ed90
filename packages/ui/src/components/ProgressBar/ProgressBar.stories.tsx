import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { vars } from '../../theme/contract.css';
import { ProgressBar } from './ProgressBar';

const meta = {
  title: 'Components/ProgressBar',
  component: ProgressBar,
  args: { 'aria-label': 'Sending progress', value: 250, maxValue: 1000 },
} satisfies Meta<typeof ProgressBar>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The percentage by default; screen readers hear the same value. */
export const Percentage: Story = {
  play: async ({ canvas }) => {
    const bar = canvas.getByRole('progressbar', { name: 'Sending progress' });
    await expect(bar).toHaveAttribute('aria-valuenow', '250');
    await expect(bar).toHaveAttribute('aria-valuetext', '25%');
    await expect(within(bar).getByText('25%')).toBeVisible();
  },
};

/** A value label of counts, and a suffix after it. */
export const CountsWithSuffix: Story = {
  args: { valueLabel: '250 of 1,000', suffix: 'sent' },
  play: async ({ canvas }) => {
    const bar = canvas.getByRole('progressbar', { name: 'Sending progress' });
    await expect(bar).toHaveAttribute('aria-valuetext', '250 of 1,000');
    await expect(within(bar).getByText('250 of 1,000 sent')).toBeVisible();
  },
};

/** Empty, part way and full, in both themes. */
export const AllStates: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: vars.space.md, maxWidth: 320 }}>
      {[0, 400, 1000].map((value) => (
        <ProgressBar key={value} {...args} aria-label={`At ${value}`} value={value} />
      ))}
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('progressbar')).toHaveLength(3);
    await expect(canvas.getByRole('progressbar', { name: 'At 1000' })).toHaveAttribute(
      'aria-valuetext',
      '100%',
    );
  },
};

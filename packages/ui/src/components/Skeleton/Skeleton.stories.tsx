import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { vars } from '../../theme/contract.css';
import { Skeleton, skeletonShapes } from './Skeleton';

const meta = {
  title: 'Components/Skeleton',
  component: Skeleton,
  args: { shape: 'text', width: '60%' },
  argTypes: { shape: { control: 'inline-radio', options: skeletonShapes } },
} satisfies Meta<typeof Skeleton>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Hidden from assistive technology; sized by `width`. */
export const Text: Story = {
  play: async ({ canvasElement }) => {
    const skeleton = canvasElement.querySelector('span[aria-hidden="true"]');
    await expect(skeleton).not.toBeNull();
    await expect(skeleton).toHaveStyle({ width: `${canvasElement.clientWidth * 0.6}px` });
  },
};

export const Rect: Story = { args: { shape: 'rect', width: undefined } };

export const Circle: Story = { args: { shape: 'circle', width: undefined } };

/** A loading contact row: the region says it is busy, the skeletons stay silent. */
export const AllStates: Story = {
  render: () => (
    <div
      aria-busy="true"
      aria-label="Loading contact"
      role="group"
      style={{
        display: 'flex',
        gap: vars.space.md,
        alignItems: 'center',
        maxWidth: vars.size.dialogSm,
      }}
    >
      <Skeleton shape="circle" />
      <div style={{ display: 'grid', gap: vars.space.sm, flex: 1 }}>
        <Skeleton width="70%" />
        <Skeleton width="40%" />
        <Skeleton shape="rect" height={vars.size.controlSm} />
      </div>
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('group', { name: 'Loading contact' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
  },
};

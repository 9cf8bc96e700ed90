import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { vars } from '../../theme/contract.css';
import { Badge, badgeTones } from './Badge';

const meta = {
  title: 'Components/Badge',
  component: Badge,
  args: { children: 'Active', tone: 'neutral' },
  argTypes: { tone: { control: 'inline-radio', options: badgeTones } },
} satisfies Meta<typeof Badge>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Neutral: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Active')).toBeVisible();
  },
};
export const Blue: Story = { args: { tone: 'blue', children: 'Lead' } };
export const Green: Story = { args: { tone: 'green', children: 'Customer' } };
export const Grey: Story = { args: { tone: 'grey', children: 'Archived' } };
export const Red: Story = { args: { tone: 'red', children: 'Lost' } };
export const Yellow: Story = { args: { tone: 'yellow', children: 'Draft' } };

/** Every tone; the text stays readable in both themes. */
export const AllStates: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: vars.space.sm, flexWrap: 'wrap' }}>
      {badgeTones.map((tone) => (
        <Badge key={tone} {...args} tone={tone}>
          {tone}
        </Badge>
      ))}
    </div>
  ),
  play: async ({ canvas }) => {
    for (const tone of badgeTones) await expect(canvas.getByText(tone)).toBeVisible();
  },
};

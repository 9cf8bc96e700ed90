import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { vars } from '../../theme/contract.css';
import { badgeTones } from '../Badge/Badge';
import { Avatar, avatarSizes } from './Avatar';

// A tiny inline picture, so the story needs no network.
const picture =
  'data:image/svg+xml;utf8,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 40 40"><rect width="40" height="40" fill="#0e7490"/><circle cx="20" cy="16" r="7" fill="#a5f3fc"/><rect x="8" y="26" width="24" height="14" rx="7" fill="#a5f3fc"/></svg>',
  );

const meta = {
  title: 'Components/Avatar',
  component: Avatar,
  args: { name: 'Ada Lovelace', size: 'md' },
  argTypes: {
    size: { control: 'inline-radio', options: avatarSizes },
    tone: { control: 'select', options: [undefined, ...badgeTones] },
  },
} satisfies Meta<typeof Avatar>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Initials, named by the full name. */
export const Initials: Story = {
  play: async ({ canvas }) => {
    const avatar = canvas.getByRole('img', { name: 'Ada Lovelace' });
    await expect(avatar).toHaveTextContent('AL');
  },
};

export const WithImage: Story = {
  args: { src: picture },
  play: async ({ canvas }) => {
    const avatar = canvas.getByRole('img', { name: 'Ada Lovelace' });
    await waitFor(() => expect(avatar.querySelector('img')).toHaveProperty('complete', true));
  },
};

/** A broken picture falls back to the initials. */
export const BrokenImage: Story = {
  args: { src: 'data:image/png;base64,broken', name: 'Grace Hopper' },
  play: async ({ canvas }) => {
    await waitFor(() =>
      expect(canvas.getByRole('img', { name: 'Grace Hopper' })).toHaveTextContent('GH'),
    );
  },
};

export const Small: Story = { args: { size: 'sm' } };

export const Large: Story = { args: { size: 'lg' } };

export const AllStates: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: vars.space.lg }}>
      <div style={{ display: 'flex', gap: vars.space.md, alignItems: 'center' }}>
        {avatarSizes.map((size) => (
          <Avatar key={size} name={`Size ${size}`} size={size} />
        ))}
        <Avatar name="Picture" src={picture} />
        <Avatar name="Cher" />
      </div>
      <div style={{ display: 'flex', gap: vars.space.md }}>
        {badgeTones.map((tone) => (
          <Avatar key={tone} name={`${tone} tone`} tone={tone} />
        ))}
      </div>
    </div>
  ),
};

import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ComingSoonCard } from './ComingSoonCard';

/** The placeholder card a signed-in screen shows until it is built, with a link to the dashboard. */
const meta = {
  title: 'App/Site/ComingSoonCard',
  component: ComingSoonCard,
  args: { screen: 'Contacts' },
} satisfies Meta<typeof ComingSoonCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The screen's name heads the card; the dashboard link is the way out. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('heading', { level: 2, name: `${args.screen} is coming soon` }),
    ).toBeVisible();
    await expect(canvas.getByText('This screen is being built.')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'dashboard' })).toHaveAttribute(
      'href',
      '/dashboard',
    );
  },
};

/** A longer screen name, as for Email Templates. */
export const LongerName: Story = {
  args: { screen: 'Email Templates' },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('heading', { name: 'Email Templates is coming soon' }),
    ).toBeVisible();
  },
};

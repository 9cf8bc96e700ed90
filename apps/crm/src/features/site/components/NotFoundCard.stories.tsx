import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { NotFoundCard } from './NotFoundCard';

/** The 404 page: a centred card with the logo (a link home), the heading and a hint. */
const meta = {
  title: 'App/Site/NotFoundCard',
  component: NotFoundCard,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof NotFoundCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The heading and hint are shown, and the first Tab lands on the logo, which leads home. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('main')).toBeVisible();
    await expect(
      canvas.getByRole('heading', { level: 1, name: '404 Page Not Found' }),
    ).toBeVisible();
    await expect(canvas.getByText('Did you forget to add the page to the router?')).toBeVisible();
    await userEvent.tab();
    const home = canvas.getByRole('link', { name: 'Beacon CRM home' });
    await expect(home).toHaveFocus();
    await expect(home).toHaveAttribute('href', '/');
  },
};

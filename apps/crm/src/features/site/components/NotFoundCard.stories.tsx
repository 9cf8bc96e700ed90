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

/**
 * Inside the signed-in shell (a contact id that cannot exist), under the shell's `main` and page
 * heading: no second `main` landmark (axe flags one), and the card's heading ranks below the page's.
 */
export const InShell: Story = {
  tags: ['!visual'], // Looks as Default does.
  args: { inShell: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('main')).not.toBeInTheDocument();
    await expect(
      canvas.getByRole('heading', { level: 2, name: '404 Page Not Found' }),
    ).toBeVisible();
  },
};

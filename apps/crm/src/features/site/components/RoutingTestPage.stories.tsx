import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { RoutingTestPage } from './RoutingTestPage';

/** `/test`: a page that proves the router renders public routes, with a way back home. */
const meta = {
  title: 'App/Site/RoutingTestPage',
  component: RoutingTestPage,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof RoutingTestPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The heading and the explanation are shown; Tab reaches the logo, then Back to home. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Test Page' })).toBeVisible();
    await expect(canvas.getByText(/if you can read this, the router works/)).toBeVisible();
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Beacon CRM home' })).toHaveFocus();
    await userEvent.tab();
    const back = canvas.getByRole('link', { name: 'Back to home' });
    await expect(back).toHaveFocus();
    await expect(back).toHaveAttribute('href', '/');
  },
};

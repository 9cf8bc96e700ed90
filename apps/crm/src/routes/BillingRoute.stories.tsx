import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent } from 'storybook/test';
import { apiHandlers } from '../testing/handlers';
import { RouteStory } from '../testing/RouteStory';
import { findRole, waitForHeading } from '../testing/storyQueries';
import { withAppProviders } from '../testing/withAppProviders';
import { BillingRoute } from './BillingRoute';

/** `/billing` in the real route tree: routing only (the plans' states are BillingScreen's stories). */
const meta = {
  title: 'Screens/Billing',
  component: BillingRoute,
  tags: ['!visual'],
  render: () => <RouteStory path="/billing" />,
  decorators: [withAppProviders()],
  parameters: { layout: 'fullscreen', msw: { handlers: apiHandlers({ currentPlan: 'starter' }) } },
} satisfies Meta<typeof BillingRoute>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Proceed to Payment (keyboard) leads to /subscribe with the plan, which links back to billing. */
export const ProceedToPayment: Story = {
  play: async () => {
    await waitForHeading('Billing');
    await userEvent.click(await findRole('button', /Select Plan: Professional/));
    const proceed = await findRole('button', 'Proceed to Payment');
    proceed.focus();
    await userEvent.keyboard('{Enter}');
    await waitForHeading('Payment is not available yet');
    await expect(screen.getByText(/Professional plan/)).toBeVisible();
    await userEvent.click(screen.getByRole('link', { name: 'Back to Billing' }));
    await findRole('button', /Current Plan: Starter/);
  },
};

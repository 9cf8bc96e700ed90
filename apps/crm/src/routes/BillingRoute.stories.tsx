import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent } from 'storybook/test';
import { apiHandlers, failingHandlers } from '../testing/handlers';
import { RouteStory } from '../testing/RouteStory';
import { findRole, findText, waitForHeading } from '../testing/storyQueries';
import { withAppProviders } from '../testing/withAppProviders';
import { BillingRoute } from './BillingRoute';

const meta = {
  title: 'Screens/Billing',
  component: BillingRoute,
  render: () => <RouteStory path="/billing" />,
  decorators: [withAppProviders()],
  parameters: { layout: 'fullscreen', msw: { handlers: apiHandlers({ currentPlan: 'starter' }) } },
} satisfies Meta<typeof BillingRoute>;

export default meta;
type Story = StoryObj<typeof meta>;

/** On Starter: its button reads Current Plan and is disabled; the others read Select Plan. */
export const OnStarter: Story = {
  play: async () => {
    await findText('June 1, 2023');
    await expect(await findRole('button', /Current Plan: Starter/)).toBeDisabled();
    await expect(screen.getByRole('button', { name: /Select Plan: Growth/ })).toBeEnabled();
    await expect(screen.getByRole('button', { name: /Select Plan: Professional/ })).toBeEnabled();
    await expect(screen.getByText('Recommended')).toBeVisible();
    await expect(screen.getByText('No billing history available')).toBeVisible();
    await expect(screen.queryByRole('button', { name: 'Proceed to Payment' })).toBeNull();
  },
};

/** On the free plan no card is current. */
export const OnFree: Story = {
  parameters: { msw: { handlers: apiHandlers({ currentPlan: 'free' }) } },
  play: async () => {
    await findRole('button', /Select Plan: Starter/);
    await expect(screen.queryByRole('button', { name: /Current Plan/ })).toBeNull();
  },
};

/**
 * Choosing another plan reveals Proceed to Payment. The button keeps reading Select Plan (spec);
 * the choice shows as the card's outline and the button's pressed state.
 */
export const PlanSelected: Story = {
  play: async () => {
    await findText('June 1, 2023');
    const growth = screen.getByRole('button', { name: 'Select Plan: Growth' });
    await expect(growth).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(growth);
    await expect(await findRole('button', 'Proceed to Payment')).toBeVisible();
    await expect(screen.getByRole('button', { name: 'Select Plan: Growth' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(screen.getByRole('button', { name: 'Select Plan: Professional' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
    await expect(screen.queryByText('Selected')).toBeNull();
  },
};

/** A failed subscription read says so rather than showing a plan the user may not be on. */
export const SubscriptionLoadError: Story = {
  parameters: {
    msw: { handlers: [...failingHandlers('/api/subscription'), ...apiHandlers()] },
  },
  play: async () => {
    const alert = await findRole('alert');
    await expect(alert).toHaveTextContent('Error loading subscription. Please try again.');
    await expect(screen.queryByText('Free')).toBeNull();
    await expect(screen.queryByText('June 1, 2023')).toBeNull();
    // Without the current plan, no plan can be chosen, so none reads Current Plan either.
    for (const plan of ['Starter', 'Growth', 'Professional']) {
      await expect(screen.getByRole('button', { name: `Select Plan: ${plan}` })).toBeDisabled();
    }
  },
};

/** Proceed to Payment (keyboard) leads to /subscribe, which links back to billing. */
export const ProceedToPayment: Story = {
  play: async () => {
    await userEvent.click(await findRole('button', /Select Plan: Professional/));
    const proceed = await findRole('button', 'Proceed to Payment');
    proceed.focus();
    await userEvent.keyboard('{Enter}');
    await waitForHeading('Payment is not available yet');
    await expect(screen.getByText(/Professional plan/)).toBeVisible();
    await expect(screen.getByRole('link', { name: 'Back to Billing' })).toBeVisible();
  },
};

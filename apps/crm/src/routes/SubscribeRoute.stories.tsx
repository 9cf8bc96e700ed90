import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent } from 'storybook/test';
import { apiHandlers } from '../testing/handlers';
import { RouteStory } from '../testing/RouteStory';
import { findRole, findText } from '../testing/storyQueries';
import { withAppProviders } from '../testing/withAppProviders';
import { SubscribeRoute } from './SubscribeRoute';

const meta = {
  title: 'Screens/Subscribe',
  component: SubscribeRoute,
  render: () => <RouteStory path="/subscribe?plan=growth" />,
  decorators: [withAppProviders()],
  parameters: { layout: 'fullscreen', msw: { handlers: apiHandlers() } },
} satisfies Meta<typeof SubscribeRoute>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithPlan: Story = {
  play: async () => {
    await findText(/Growth plan/);
    await expect(
      screen.getByText(/not available yet, so your plan has not been changed/),
    ).toBeVisible();
  },
};

export const WithoutPlan: Story = {
  render: () => <RouteStory path="/subscribe" />,
  play: async () => {
    await findText('You have not chosen a plan.');
  },
};

export const BackToBilling: Story = {
  play: async () => {
    await userEvent.click(await findRole('link', 'Back to Billing'));
    await findText('No billing history available');
  },
};

import type { Meta, StoryObj } from '@storybook/react-vite';
import { screen, userEvent } from 'storybook/test';
import { apiHandlers } from '../testing/handlers';
import { RouteStory } from '../testing/RouteStory';
import { findText, waitForHeading } from '../testing/storyQueries';
import { withAppProviders } from '../testing/withAppProviders';
import { ChangePasswordRoute } from './ChangePasswordRoute';

/** `/change-password` in the real route tree: routing only (the form's states are its stories). */
const meta = {
  title: 'Screens/Change Password',
  component: ChangePasswordRoute,
  tags: ['!visual'],
  render: () => <RouteStory path="/change-password" />,
  decorators: [withAppProviders()],
  parameters: { layout: 'fullscreen', msw: { handlers: apiHandlers() } },
} satisfies Meta<typeof ChangePasswordRoute>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A changed password leads to the dashboard (spec: on success go to /dashboard). */
export const SuccessOpensDashboard: Story = {
  play: async () => {
    await waitForHeading('Change Password');
    await userEvent.type(screen.getByLabelText('Current Password'), 'old-secret');
    await userEvent.type(screen.getByLabelText('New Password'), 'new-secret-1');
    await userEvent.type(screen.getByLabelText('Confirm New Password'), 'new-secret-1');
    // Submit with the button, not Enter: a focused field removed by the redirect makes user-event
    // dispatch `change` inside React's commit ("Should not already be working").
    await userEvent.click(screen.getByRole('button', { name: 'Change Password' }));
    await findText('Your password has been changed successfully.');
    await findText('Recent Activity');
  },
};

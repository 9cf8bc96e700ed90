import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent } from 'storybook/test';
import { apiHandlers } from '../testing/handlers';
import { RouteStory } from '../testing/RouteStory';
import { findText, waitForHeading } from '../testing/storyQueries';
import { withAppProviders } from '../testing/withAppProviders';
import { ChangePasswordRoute } from './ChangePasswordRoute';

const meta = {
  title: 'Screens/Change Password',
  component: ChangePasswordRoute,
  render: () => <RouteStory path="/change-password" />,
  decorators: [withAppProviders({ signedIn: true })],
  parameters: { layout: 'fullscreen', msw: { handlers: apiHandlers() } },
} satisfies Meta<typeof ChangePasswordRoute>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async () => {
    await waitForHeading('Change Password');
    await expect(screen.getByText(/temporary password must be changed/)).toBeVisible();
  },
};

export const ValidationMessages: Story = {
  play: async () => {
    await waitForHeading('Change Password');
    await userEvent.click(screen.getByRole('button', { name: 'Change Password' }));
    await findText('Current password is required');
    await expect(screen.getByText('New password must be at least 8 characters long')).toBeVisible();
    await expect(screen.getByText('Please confirm your new password')).toBeVisible();
  },
};

export const PasswordsDontMatch: Story = {
  play: async () => {
    await waitForHeading('Change Password');
    await userEvent.type(screen.getByLabelText('Current Password'), 'old-secret');
    await userEvent.type(screen.getByLabelText('New Password'), 'new-secret-1');
    await userEvent.type(screen.getByLabelText('Confirm New Password'), 'new-secret-2{Enter}');
    await findText("Passwords don't match");
  },
};

/** Each field's own toggle reveals it. */
export const ShowHideToggles: Story = {
  play: async () => {
    await waitForHeading('Change Password');
    const toggles = screen.getAllByRole('button', { name: /show/i });
    await expect(toggles).toHaveLength(3);
    await userEvent.type(screen.getByLabelText('New Password'), 'new-secret-1');
    await userEvent.click(toggles[1]!);
    await expect(screen.getByLabelText('New Password')).toHaveAttribute('type', 'text');
  },
};

export const WrongCurrentPassword: Story = {
  play: async () => {
    await waitForHeading('Change Password');
    await userEvent.type(screen.getByLabelText('Current Password'), 'wrong-password');
    await userEvent.type(screen.getByLabelText('New Password'), 'new-secret-1');
    await userEvent.type(screen.getByLabelText('Confirm New Password'), 'new-secret-1{Enter}');
    await findText('Current password is incorrect');
  },
};

export const Success: Story = {
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

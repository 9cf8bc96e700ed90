import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent } from 'storybook/test';
import { demoUser } from '../testing/fixtures';
import { apiHandlers } from '../testing/handlers';
import { RouteStory } from '../testing/RouteStory';
import { findRole, findText } from '../testing/storyQueries';
import { withAppProviders } from '../testing/withAppProviders';
import { ProfileRoute } from './ProfileRoute';

const meta = {
  title: 'Screens/Profile',
  component: ProfileRoute,
  render: () => <RouteStory path="/profile" />,
  decorators: [withAppProviders()],
  parameters: { layout: 'fullscreen', msw: { handlers: apiHandlers() } },
} satisfies Meta<typeof ProfileRoute>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async () => {
    await findText('Quick Actions');
    await expect(screen.getByLabelText('User ID')).toHaveValue('42');
    await expect(screen.getByLabelText('User ID')).toHaveAttribute('readonly');
    await expect(screen.getByLabelText('Username')).toHaveValue('ada');
    await expect(screen.getByLabelText('Member Since')).toHaveValue('March 2024');
  },
};

/** No name and no username: 'User', and the username falls back to the email. */
export const Fallbacks: Story = {
  parameters: { msw: { handlers: apiHandlers({ user: { ...demoUser, name: '', username: '' } }) } },
  play: async () => {
    await findText('Quick Actions');
    await expect(screen.getByRole('heading', { name: 'User' })).toBeVisible();
    await expect(screen.getByLabelText('Username')).toHaveValue('ada@example.com');
  },
};

export const QuickActionChangePassword: Story = {
  play: async () => {
    await userEvent.click(await findRole('button', 'Change Password'));
    await findText(/temporary password must be changed/);
  },
};

export const QuickActionBilling: Story = {
  play: async () => {
    const billing = await findRole('button', 'View Billing');
    billing.focus();
    await userEvent.keyboard('{Enter}');
    await findText('No billing history available');
  },
};

export const QuickActionContacts: Story = {
  play: async () => {
    await userEvent.click(await findRole('button', 'Manage Contacts'));
    await findText(/Contacts is coming soon/);
  },
};

export const ManageSubscription: Story = {
  play: async () => {
    await userEvent.click(await findRole('button', 'Manage Subscription'));
    await findText('No billing history available');
  },
};

import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent } from 'storybook/test';
import { apiHandlers, otherReadsPending } from '../testing/handlers';
import { RouteStory } from '../testing/RouteStory';
import { findRole, findText, waitForHeading } from '../testing/storyQueries';
import { withAppProviders } from '../testing/withAppProviders';
import { ProfileRoute } from './ProfileRoute';

/**
 * `/profile` in the real route tree: where its quick actions lead (routing only; the page's
 * states are ProfileScreen's stories).
 */
const meta = {
  title: 'Screens/Profile',
  component: ProfileRoute,
  tags: ['!visual'],
  render: () => <RouteStory path="/profile" />,
  decorators: [withAppProviders()],
  parameters: { layout: 'fullscreen', msw: { handlers: apiHandlers() } },
} satisfies Meta<typeof ProfileRoute>;

export default meta;
type Story = StoryObj<typeof meta>;

export const QuickActionChangePassword: Story = {
  play: async () => {
    await userEvent.click(await findRole('button', 'Change Password'));
    // The story user chose their own password: the form offers a way back, not the temporary-password text.
    await findRole('link', 'Back to profile');
    await expect(screen.queryByText(/temporary password must be changed/)).toBeNull();
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
  // The Contacts screen's reads are its own stories' business: here they never answer.
  parameters: { msw: { handlers: [...apiHandlers(), ...otherReadsPending] } },
  play: async () => {
    await userEvent.click(await findRole('button', 'Manage Contacts'));
    await waitForHeading('Contacts');
  },
};

export const ManageSubscription: Story = {
  play: async () => {
    await userEvent.click(await findRole('button', 'Manage Subscription'));
    await findText('No billing history available');
  },
};

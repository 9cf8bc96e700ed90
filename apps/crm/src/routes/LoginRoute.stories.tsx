import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent } from 'storybook/test';
import { apiHandlers, otherReadsPending } from '../testing/handlers';
import { RouteStory } from '../testing/RouteStory';
import { findText, waitForHeading } from '../testing/storyQueries';
import { withAppProviders } from '../testing/withAppProviders';
import { LoginRoute } from './LoginRoute';

/**
 * `/login` in the real route tree: where signing in leads, and the redirect of a signed-in
 * visitor (routing only; the form's states are LoginForm's stories).
 */
const meta = {
  title: 'Screens/Login',
  component: LoginRoute,
  tags: ['!visual'],
  render: () => <RouteStory path="/login" />,
  decorators: [withAppProviders({ signedIn: false })],
  parameters: { layout: 'fullscreen', msw: { handlers: apiHandlers({ user: null }) } },
} satisfies Meta<typeof LoginRoute>;

export default meta;
type Story = StoryObj<typeof meta>;

async function logIn(username: string) {
  await waitForHeading('Log in');
  await userEvent.type(screen.getByLabelText('Username'), username);
  await userEvent.type(screen.getByLabelText('Password'), 'secret1');
  // Submit with the button, not Enter: a focused field removed by the redirect makes user-event
  // dispatch `change` inside React's commit ("Should not already be working").
  await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
}

/** Already signed in: /login goes straight to the dashboard (spec). */
export const SignedInGoesToDashboard: Story = {
  decorators: [withAppProviders({ signedIn: true })],
  parameters: { msw: { handlers: apiHandlers() } },
  play: async () => {
    await waitForHeading('Dashboard');
    await findText('Recent Activity');
    await expect(screen.queryByLabelText('Password')).toBeNull();
  },
};

/** A stored Products > Email Campaigns choice is honoured after the login, then forgotten. */
export const RedirectsToStoredMenuChoice: Story = {
  // The Campaigns screen's reads are its own stories' business: here they never answer.
  parameters: { msw: { handlers: [...apiHandlers({ user: null }), ...otherReadsPending] } },
  play: async () => {
    localStorage.setItem(
      'selectedMenuItem',
      JSON.stringify({ section: 'Products', item: 'Email Campaigns' }),
    );
    await logIn('ada');
    await findText('You have successfully logged in');
    await waitForHeading('Campaigns');
    await expect(localStorage.getItem('selectedMenuItem')).toBeNull();
  },
};

/** A login that requires a password change shows the notice and goes to /change-password. */
export const RequiresPasswordChange: Story = {
  play: async () => {
    // The story API answers requiresPasswordChange for this user name.
    await logIn('temp-user');
    await findText('Password Change Required');
    await waitForHeading('Change Password');
    await expect(screen.queryByText('You have successfully logged in')).toBeNull();
  },
};

import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent } from 'storybook/test';
import { apiHandlers } from '../testing/handlers';
import { RouteStory } from '../testing/RouteStory';
import { findText, waitForHeading } from '../testing/storyQueries';
import { withAppProviders } from '../testing/withAppProviders';
import { LoginRoute } from './LoginRoute';

const meta = {
  title: 'Screens/Login',
  component: LoginRoute,
  render: () => <RouteStory path="/login" />,
  decorators: [withAppProviders({ signedIn: false })],
  parameters: { layout: 'fullscreen', msw: { handlers: apiHandlers({ user: null }) } },
} satisfies Meta<typeof LoginRoute>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async () => {
    await waitForHeading('Log in');
  },
};

/** Submitting an empty form with the keyboard shows both validation messages. */
export const ValidationMessages: Story = {
  play: async () => {
    await waitForHeading('Log in');
    await userEvent.click(screen.getByLabelText('Username'));
    await userEvent.keyboard('ab{Enter}');
    await findText('Username must be at least 3 characters');
    await expect(screen.getByText('Password must be at least 6 characters')).toBeVisible();
  },
};

/** The password field's toggle shows and hides what was typed. */
export const ShowPassword: Story = {
  play: async () => {
    await waitForHeading('Log in');
    const password = screen.getByLabelText('Password');
    await userEvent.type(password, 'secret1');
    await expect(password).toHaveAttribute('type', 'password');
    await userEvent.click(screen.getByRole('button', { name: /show/i }));
    await expect(password).toHaveAttribute('type', 'text');
  },
};

/** The server refuses: its message shows in an error notice and the form is usable again. */
export const WrongPassword: Story = {
  play: async () => {
    await waitForHeading('Log in');
    await userEvent.type(screen.getByLabelText('Username'), 'ada');
    await userEvent.type(screen.getByLabelText('Password'), 'wrong-password');
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
    await findText('Invalid username or password');
    await expect(screen.getByRole('button', { name: 'Log in' })).toBeEnabled();
  },
};

/** A stored Products > Email Campaigns choice is honoured after 500 ms, then forgotten. */
export const RedirectsToStoredMenuChoice: Story = {
  play: async () => {
    await waitForHeading('Log in');
    localStorage.setItem(
      'selectedMenuItem',
      JSON.stringify({ section: 'Products', item: 'Email Campaigns' }),
    );
    await userEvent.type(screen.getByLabelText('Username'), 'ada');
    await userEvent.type(screen.getByLabelText('Password'), 'secret1');
    // Submit with the button, not Enter: a focused field removed by the redirect makes user-event
    // dispatch `change` inside React's commit ("Should not already be working").
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
    await findText('You have successfully logged in');
    await findText(/Campaigns is coming soon/);
    await expect(localStorage.getItem('selectedMenuItem')).toBeNull();
  },
};

/** A login that requires a password change shows the notice and goes to /change-password. */
export const RequiresPasswordChange: Story = {
  play: async () => {
    await waitForHeading('Log in');
    // The story API answers requiresPasswordChange for this user name.
    await userEvent.type(screen.getByLabelText('Username'), 'temp-user');
    await userEvent.type(screen.getByLabelText('Password'), 'secret1');
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
    await findText('Password Change Required');
    await waitForHeading('Change Password');
    await expect(screen.getByText(/temporary password must be changed/)).toBeVisible();
    await expect(screen.queryByText('You have successfully logged in')).toBeNull();
  },
};

import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent } from 'storybook/test';
import { apiHandlers } from '../testing/handlers';
import { RouteStory } from '../testing/RouteStory';
import { findText, waitForHeading } from '../testing/storyQueries';
import { withAppProviders } from '../testing/withAppProviders';
import { RegisterRoute } from './RegisterRoute';

const meta = {
  title: 'Screens/Register',
  component: RegisterRoute,
  render: () => <RouteStory path="/register" />,
  decorators: [withAppProviders({ signedIn: false })],
  parameters: { layout: 'fullscreen', msw: { handlers: apiHandlers({ user: null }) } },
} satisfies Meta<typeof RegisterRoute>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async () => {
    await waitForHeading('Create an account');
  },
};

/** Every field's message at once, from a click on an empty form. */
export const ValidationMessages: Story = {
  play: async () => {
    await waitForHeading('Create an account');
    await userEvent.click(screen.getByRole('button', { name: 'Create account' }));
    await findText('Username must be at least 3 characters');
    for (const message of [
      'Please enter a valid email',
      'Name must be at least 2 characters',
      'Password must be at least 6 characters',
      'Please confirm your password',
    ]) {
      await expect(screen.getByText(message)).toBeVisible();
    }
  },
};

/** Different passwords: the message sits on the confirmation field. */
export const PasswordsDoNotMatch: Story = {
  play: async () => {
    await waitForHeading('Create an account');
    await userEvent.type(screen.getByLabelText('Username'), 'grace');
    await userEvent.type(screen.getByLabelText('Email'), 'grace@example.com');
    await userEvent.type(screen.getByLabelText('Name'), 'Grace Hopper');
    await userEvent.type(screen.getByLabelText('Password'), 'secret1');
    await userEvent.type(screen.getByLabelText('Confirm Password'), 'secret2{Enter}');
    await findText('Passwords do not match');
    await expect(screen.getByLabelText('Confirm Password')).toHaveAttribute('aria-invalid', 'true');
  },
};

/** The server refuses a taken username with its own message. */
export const UsernameTaken: Story = {
  play: async () => {
    await waitForHeading('Create an account');
    await userEvent.type(screen.getByLabelText('Username'), 'taken');
    await userEvent.type(screen.getByLabelText('Email'), 'taken@example.com');
    await userEvent.type(screen.getByLabelText('Name'), 'Taken Name');
    await userEvent.type(screen.getByLabelText('Password'), 'secret1');
    await userEvent.type(screen.getByLabelText('Confirm Password'), 'secret1');
    await userEvent.click(screen.getByRole('button', { name: 'Create account' }));
    await findText('Username already exists');
  },
};

/** A valid form creates the account and opens the dashboard. */
export const Success: Story = {
  play: async () => {
    await waitForHeading('Create an account');
    await userEvent.type(screen.getByLabelText('Username'), 'grace');
    await userEvent.type(screen.getByLabelText('Email'), 'grace@example.com');
    await userEvent.type(screen.getByLabelText('Name'), 'Grace Hopper');
    await userEvent.type(screen.getByLabelText('Password'), 'secret1');
    await userEvent.type(screen.getByLabelText('Confirm Password'), 'secret1');
    // Submit with the button, not Enter: a focused field removed by the redirect makes user-event
    // dispatch `change` inside React's commit ("Should not already be working").
    await userEvent.click(screen.getByRole('button', { name: 'Create account' }));
    await findText('Your account has been created');
    await findText('Recent Activity');
  },
};

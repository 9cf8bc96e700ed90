import type { Meta, StoryObj } from '@storybook/react-vite';
import { http } from 'msw';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { COMMON_PASSWORD_MESSAGE } from '@crm/api-client';
import { paths } from '../../../config/paths';
import { apiHandlers } from '../../../testing/handlers';
import { findText } from '../../../testing/storyQueries';
import { withAppProviders } from '../../../testing/withAppProviders';
import { withStoryRoute } from '../../../testing/withStoryRoute';
import { RegisterForm } from './RegisterForm';

/** Records each registration body the form sends, then lets the story API answer it. */
const sentRegistration = fn();
const recordRegistration = http.post('/api/auth/register', async ({ request }) => {
  sentRegistration(await request.clone().json());
});

/**
 * `RegisterForm`: account creation. All five fields are checked against the registration contract
 * before anything is sent, and the confirmation never leaves the browser. A refusal shows the
 * server's message in an error toast; a success shows a toast and goes to the dashboard.
 */
const meta = {
  title: 'App/Auth/RegisterForm',
  component: RegisterForm,
  decorators: [withStoryRoute(paths.register), withAppProviders({ signedIn: false })],
  parameters: {
    layout: 'fullscreen',
    msw: { handlers: [recordRegistration, ...apiHandlers({ user: null })] },
  },
} satisfies Meta<typeof RegisterForm>;

export default meta;
type Story = StoryObj<typeof meta>;

const form = () => within(screen.getByRole('main'));

async function fillIn(password: string, confirmation: string) {
  await userEvent.type(await screen.findByRole('textbox', { name: 'Username' }), 'grace');
  await userEvent.type(form().getByRole('textbox', { name: 'Email' }), 'grace@example.com');
  await userEvent.type(form().getByRole('textbox', { name: 'Name' }), 'Grace Hopper');
  await userEvent.type(form().getByLabelText('Password'), password);
  await userEvent.type(form().getByLabelText('Confirm Password'), confirmation);
}

/** Nothing typed yet: five labelled fields and a link back to sign-in. */
export const Empty: Story = {
  play: async () => {
    await expect(
      await screen.findByRole('heading', { level: 1, name: 'Create an account' }),
    ).toBeInTheDocument();
    for (const name of ['Username', 'Email', 'Name']) {
      await expect(form().getByRole('textbox', { name })).toHaveValue('');
    }
    await expect(form().getByLabelText('Password')).toHaveAttribute('type', 'password');
    await expect(form().getByLabelText('Confirm Password')).toHaveAttribute('type', 'password');
    await expect(form().getByRole('link', { name: 'Log in' })).toHaveAttribute('href', paths.login);
  },
};

/** A confirmation that differs is caught in the browser: the field is marked and nothing is sent. */
export const PasswordsDoNotMatch: Story = {
  play: async () => {
    sentRegistration.mockClear();
    await fillIn('secret1', 'secret2{Enter}');
    await findText('Passwords do not match');
    await expect(form().getByLabelText('Confirm Password')).toHaveAttribute('aria-invalid', 'true');
    await expect(form().getByLabelText('Password')).not.toHaveAttribute('aria-invalid');
    await expect(sentRegistration).not.toHaveBeenCalled();
  },
};

/** A valid form: sent without the confirmation, then a success toast and the dashboard. */
export const CreatesAccount: Story = {
  play: async () => {
    sentRegistration.mockClear();
    await fillIn('violet-Anchor-93', 'violet-Anchor-93');
    // Submit with the button, not Enter: a focused field removed by the redirect makes user-event
    // dispatch `change` inside React's commit ("Should not already be working").
    await userEvent.click(form().getByRole('button', { name: 'Create account' }));
    await findText('Your account has been created');
    await findText(`Now at ${paths.dashboard}`);
    await waitFor(() => expect(sentRegistration).toHaveBeenCalledOnce());
    await expect(sentRegistration).toHaveBeenCalledWith({
      username: 'grace',
      email: 'grace@example.com',
      name: 'Grace Hopper',
      password: 'violet-Anchor-93',
    });
  },
};

/**
 * A password from the common-password list is refused in the browser with the server's message
 * (the list loads in its own chunk when the screen opens): nothing is sent.
 */
export const CommonPassword: Story = {
  play: async () => {
    sentRegistration.mockClear();
    await fillIn('Password123', 'Password123');
    await userEvent.click(form().getByRole('button', { name: 'Create account' }));
    await findText(COMMON_PASSWORD_MESSAGE);
    await expect(form().getByLabelText('Password')).toHaveAttribute('aria-invalid', 'true');
    await expect(sentRegistration).not.toHaveBeenCalled();
    await expect(form().getByRole('button', { name: 'Create account' })).toBeEnabled();
  },
};

/** Every field's message at once, from a click on an empty form. */
export const ValidationMessages: Story = {
  play: async () => {
    await userEvent.click(await form().findByRole('button', { name: 'Create account' }));
    await findText('Username must be at least 3 characters');
    for (const message of [
      'Please enter a valid email',
      'Name must be at least 2 characters',
      'Password must be at least 6 characters',
      'Please confirm your password',
    ]) {
      await expect(form().getByText(message)).toBeVisible();
    }
  },
};

/** The server refuses a taken username: its own message in the Registration failed toast. */
export const UsernameTaken: Story = {
  play: async () => {
    await userEvent.type(await screen.findByRole('textbox', { name: 'Username' }), 'taken');
    await userEvent.type(form().getByRole('textbox', { name: 'Email' }), 'taken@example.com');
    await userEvent.type(form().getByRole('textbox', { name: 'Name' }), 'Taken Name');
    await userEvent.type(form().getByLabelText('Password'), 'violet-Anchor-93');
    await userEvent.type(form().getByLabelText('Confirm Password'), 'violet-Anchor-93');
    await userEvent.click(form().getByRole('button', { name: 'Create account' }));
    await findText('Username already exists');
    await expect(screen.getByText('Registration failed')).toBeVisible();
    await expect(form().getByRole('button', { name: 'Create account' })).toBeEnabled();
  },
};

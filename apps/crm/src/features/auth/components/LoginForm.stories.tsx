import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, within } from 'storybook/test';
import { paths } from '../../../config/paths';
import { apiHandlers } from '../../../testing/handlers';
import { findText } from '../../../testing/storyQueries';
import { withAppProviders } from '../../../testing/withAppProviders';
import { withStoryRoute } from '../../../testing/withStoryRoute';
import { LoginForm } from './LoginForm';

/**
 * `LoginForm`: the sign-in page. Username and password are checked against the login contract
 * before anything is sent; a refusal shows the server's message in an error toast and leaves the
 * form usable; a success shows a toast and, 500 ms later, goes to the remembered landing-menu
 * choice or the dashboard (or to Change Password when the account has a temporary password).
 */
const meta = {
  title: 'App/Auth/LoginForm',
  component: LoginForm,
  decorators: [withStoryRoute(paths.login), withAppProviders({ signedIn: false })],
  parameters: { layout: 'fullscreen', msw: { handlers: apiHandlers({ user: null }) } },
} satisfies Meta<typeof LoginForm>;

export default meta;
type Story = StoryObj<typeof meta>;

const form = () => within(screen.getByRole('main'));

/** Nothing typed yet: labelled fields, a masked password and a link to registration. */
export const Empty: Story = {
  play: async () => {
    await expect(
      await screen.findByRole('heading', { level: 1, name: 'Log in' }),
    ).toBeInTheDocument();
    await expect(form().getByRole('textbox', { name: 'Username' })).toHaveValue('');
    await expect(form().getByLabelText('Password')).toHaveAttribute('type', 'password');
    await expect(form().getByRole('button', { name: 'Log in' })).toBeEnabled();
    await expect(form().getByRole('link', { name: 'Sign up' })).toHaveAttribute(
      'href',
      paths.register,
    );
  },
};

/** The server refuses: its message shows in an error toast and the button works again. */
export const WrongPassword: Story = {
  play: async () => {
    await userEvent.type(await screen.findByRole('textbox', { name: 'Username' }), 'ada');
    await userEvent.type(form().getByLabelText('Password'), 'wrong-password{Enter}');
    await findText('Invalid username or password');
    await expect(screen.getByText('Login failed')).toBeVisible();
    await expect(form().getByRole('button', { name: 'Log in' })).toBeEnabled();
    await expect(screen.queryByText(/^Now at/)).toBeNull();
  },
};

/** Signed in with no remembered menu choice: a success toast, then the dashboard. */
export const SignsIn: Story = {
  play: async () => {
    await userEvent.type(await screen.findByRole('textbox', { name: 'Username' }), 'ada');
    await userEvent.type(form().getByLabelText('Password'), 'secret1');
    // Submit with the button, not Enter: a focused field removed by the redirect makes user-event
    // dispatch `change` inside React's commit ("Should not already be working").
    await userEvent.click(form().getByRole('button', { name: 'Log in' }));
    await findText('You have successfully logged in');
    await findText(`Now at ${paths.dashboard}`);
  },
};

/** An empty form submitted with the keyboard: both contract messages, and nothing is sent. */
export const ValidationMessages: Story = {
  play: async () => {
    await userEvent.click(await screen.findByRole('textbox', { name: 'Username' }));
    await userEvent.keyboard('ab{Enter}');
    await findText('Username must be at least 3 characters');
    await expect(form().getByText('Password must be at least 6 characters')).toBeVisible();
    await expect(form().getByRole('textbox', { name: 'Username' })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
  },
};

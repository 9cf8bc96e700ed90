import type { Meta, StoryObj } from '@storybook/react-vite';
import { http } from 'msw';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { paths } from '../../../config/paths';
import { apiHandlers } from '../../../testing/handlers';
import { findText } from '../../../testing/storyQueries';
import { withAppProviders } from '../../../testing/withAppProviders';
import { withStoryRoute } from '../../../testing/withStoryRoute';
import { ChangePasswordForm } from './ChangePasswordForm';

/** Records each body the form sends, then lets the story API answer it. */
const sentChange = fn();
const recordChange = http.post('/api/auth/change-password', async ({ request }) => {
  sentChange(await request.clone().json());
});

/**
 * `ChangePasswordForm`: where a signed-in user with a temporary password chooses a new one. The
 * three fields are checked against the contract in the browser; only the current and new passwords
 * are sent. A refusal shows the server's message in an error toast; a success shows a toast and
 * goes to the dashboard.
 */
const meta = {
  title: 'App/Auth/ChangePasswordForm',
  component: ChangePasswordForm,
  decorators: [withStoryRoute(paths.changePassword), withAppProviders({ signedIn: true })],
  parameters: {
    layout: 'fullscreen',
    msw: { handlers: [recordChange, ...apiHandlers()] },
  },
} satisfies Meta<typeof ChangePasswordForm>;

export default meta;
type Story = StoryObj<typeof meta>;

const form = () => within(screen.getByRole('main'));

async function fillIn(currentPassword: string) {
  await userEvent.type(await screen.findByLabelText('Current Password'), currentPassword);
  await userEvent.type(form().getByLabelText('New Password'), 'new-secret-1');
  await userEvent.type(form().getByLabelText('Confirm New Password'), 'new-secret-1');
}

/** Nothing typed yet: why the change is needed, three masked fields each with its own toggle. */
export const Empty: Story = {
  play: async () => {
    await expect(
      await screen.findByRole('heading', { level: 1, name: 'Change Password' }),
    ).toBeInTheDocument();
    await expect(form().getByText(/temporary password must be changed/)).toBeVisible();
    for (const label of ['Current Password', 'New Password', 'Confirm New Password']) {
      await expect(form().getByLabelText(label)).toHaveAttribute('type', 'password');
    }
    await expect(form().getAllByRole('button', { name: /show/i })).toHaveLength(3);
    await expect(form().getByRole('link', { name: 'Back to log in' })).toHaveAttribute(
      'href',
      paths.login,
    );
  },
};

/** The server says the current password is wrong: its message shows and the form stays usable. */
export const WrongCurrentPassword: Story = {
  play: async () => {
    await fillIn('wrong-password');
    await userEvent.keyboard('{Enter}');
    await findText('Current password is incorrect');
    await expect(form().getByRole('button', { name: 'Change Password' })).toBeEnabled();
    await expect(screen.queryByText(/^Now at/)).toBeNull();
  },
};

/** Sends only the current and new passwords, then a success toast and the dashboard. */
export const Changes: Story = {
  play: async () => {
    sentChange.mockClear();
    await fillIn('old-secret');
    // Submit with the button, not Enter: a focused field removed by the redirect makes user-event
    // dispatch `change` inside React's commit ("Should not already be working").
    await userEvent.click(form().getByRole('button', { name: 'Change Password' }));
    await findText('Your password has been changed successfully.');
    await findText(`Now at ${paths.dashboard}`);
    await waitFor(() => expect(sentChange).toHaveBeenCalledOnce());
    await expect(sentChange).toHaveBeenCalledWith({
      currentPassword: 'old-secret',
      newPassword: 'new-secret-1',
    });
  },
};

/** An empty form: each field's contract message. */
export const ValidationMessages: Story = {
  play: async () => {
    await userEvent.click(await form().findByRole('button', { name: 'Change Password' }));
    await findText('Current password is required');
    await expect(form().getByText('New password must be at least 8 characters long')).toBeVisible();
    await expect(form().getByText('Please confirm your new password')).toBeVisible();
  },
};

/** A confirmation that differs is caught in the browser, on the confirmation field. */
export const PasswordsDontMatch: Story = {
  play: async () => {
    await userEvent.type(await screen.findByLabelText('Current Password'), 'old-secret');
    await userEvent.type(form().getByLabelText('New Password'), 'new-secret-1');
    await userEvent.type(form().getByLabelText('Confirm New Password'), 'new-secret-2{Enter}');
    await findText("Passwords don't match");
    await expect(form().getByLabelText('Confirm New Password')).toHaveAttribute(
      'aria-invalid',
      'true',
    );
  },
};

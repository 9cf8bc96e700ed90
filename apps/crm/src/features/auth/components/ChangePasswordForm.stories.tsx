import type { Meta, StoryObj } from '@storybook/react-vite';
import { COMMON_PASSWORD_MESSAGE } from '@crm/api-client';
import { http, HttpResponse } from 'msw';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { paths } from '../../../config/paths';
import { demoUser } from '../../../testing/fixtures';
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

/**
 * A user on a temporary password (the demo seed's): told why the change is needed, and offered
 * Log out, since 'Back to log in' would only bring them back here.
 */
export const TemporaryPassword: Story = {
  parameters: {
    msw: {
      handlers: [
        recordChange,
        http.get('/api/auth/me', () =>
          HttpResponse.json({ user: demoUser, requiresPasswordChange: true }),
        ),
        ...apiHandlers(),
      ],
    },
  },
  play: async () => {
    await expect(await form().findByRole('link', { name: 'Log out' })).toHaveAttribute(
      'href',
      paths.logout,
    );
    await expect(
      screen.getByRole('heading', { level: 1, name: 'Change Password' }),
    ).toBeInTheDocument();
    await expect(form().getByText(/temporary password must be changed/)).toBeVisible();
    for (const label of ['Current Password', 'New Password', 'Confirm New Password']) {
      await expect(form().getByLabelText(label)).toHaveAttribute('type', 'password');
    }
    await expect(form().getAllByRole('button', { name: /show/i })).toHaveLength(3);
    await expect(form().queryByRole('link', { name: 'Back to log in' })).toBeNull();
  },
};

/** A user who chose their password (from the profile): no temporary-password text, back to the profile. */
export const Empty: Story = {
  play: async () => {
    await expect(await form().findByRole('link', { name: 'Back to profile' })).toHaveAttribute(
      'href',
      paths.profile,
    );
    await expect(form().getByText('Choose a new password of at least 8 characters.')).toBeVisible();
    await expect(form().queryByText(/temporary password/)).toBeNull();
    await expect(form().queryByRole('link', { name: 'Log out' })).toBeNull();
  },
};

/** A visitor who is not signed in: 'Back to log in', where they can sign in first. */
export const SignedOut: Story = {
  tags: ['!visual'],
  parameters: { msw: { handlers: [recordChange, ...apiHandlers({ user: null })] } },
  play: async () => {
    await expect(await form().findByRole('link', { name: 'Back to log in' })).toHaveAttribute(
      'href',
      paths.login,
    );
    await expect(form().queryByText(/temporary password/)).toBeNull();
  },
};

/** A common new password is refused in the browser with the server's message: nothing is sent. */
export const CommonPassword: Story = {
  play: async () => {
    sentChange.mockClear();
    await userEvent.type(await screen.findByLabelText('Current Password'), 'old-secret');
    await userEvent.type(form().getByLabelText('New Password'), 'iloveyou1');
    await userEvent.type(form().getByLabelText('Confirm New Password'), 'iloveyou1');
    await userEvent.click(form().getByRole('button', { name: 'Change Password' }));
    await findText(COMMON_PASSWORD_MESSAGE);
    await expect(form().getByLabelText('New Password')).toHaveAttribute('aria-invalid', 'true');
    await expect(sentChange).not.toHaveBeenCalled();
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

import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { paths } from '../../../config/paths';
import { demoUser } from '../../../testing/fixtures';
import { apiHandlers } from '../../../testing/handlers';
import { findRole, findText } from '../../../testing/storyQueries';
import { withAppProviders } from '../../../testing/withAppProviders';
import { withStoryRoute } from '../../../testing/withStoryRoute';
import { ProfileScreen } from './ProfileScreen';

/** Records what the profile's writes send; a password of 'right password' is the right one. */
const sent = fn();
function profileHandlers() {
  const wrong = () =>
    HttpResponse.json({ message: 'Password is incorrect', field: 'password' }, { status: 400 });
  return [
    http.patch('/api/profile', async ({ request }) => {
      const body = (await request.json()) as { name: string };
      sent('name', body);
      return HttpResponse.json({ user: { ...demoUser, name: body.name } });
    }),
    http.post('/api/profile/email', async ({ request }) => {
      const body = (await request.json()) as { email: string; password: string };
      sent('email', body);
      return body.password === 'right password'
        ? HttpResponse.json({
            success: true,
            message: `We sent a link to ${body.email}. Your email changes when you open it.`,
          })
        : wrong();
    }),
    http.delete('/api/profile', async ({ request }) => {
      const body = (await request.json()) as { password: string };
      sent('delete', body);
      return body.password === 'right password' ? HttpResponse.json({ success: true }) : wrong();
    }),
  ];
}

/** In the app the shell supplies the main landmark around every signed-in screen. */
const withMain: Decorator = (Story) => (
  <main style={{ padding: 24 }}>
    <Story />
  </main>
);

/**
 * `ProfileScreen`: the signed-in user's account. A summary card (avatar, name, email, plan), the
 * account fields read-only, quick actions to Change Password, Billing and Contacts, and the plan.
 * A missing name shows as 'User' and a missing username falls back to the email.
 */
const meta = {
  title: 'App/Profile/ProfileScreen',
  component: ProfileScreen,
  decorators: [withMain, withStoryRoute(paths.profile), withAppProviders({ signedIn: true })],
  parameters: { layout: 'fullscreen', msw: { handlers: [...profileHandlers(), ...apiHandlers()] } },
  beforeEach: () => sent.mockClear(),
} satisfies Meta<typeof ProfileScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A complete account: every field filled and read-only, on the Starter plan. */
export const Default: Story = {
  play: async () => {
    await expect(await findRole('heading', 'Ada Lovelace')).toBeVisible();
    const fields = {
      'User ID': '42',
      Username: 'ada',
      Email: 'ada@example.com',
      'Member Since': 'March 2024',
    };
    for (const [name, value] of Object.entries(fields)) {
      const field = screen.getByRole('textbox', { name });
      await expect(field).toHaveValue(value);
      await expect(field).toHaveAttribute('readonly');
    }
    await expect(screen.getByText('Starter plan')).toBeVisible();
    await expect(
      screen.getByRole('heading', { level: 2, name: 'Subscription Details' }),
    ).toBeVisible();
  },
};

/** No name and no username: 'User', and the email as username; on the Free plan. */
export const Fallbacks: Story = {
  parameters: {
    msw: {
      handlers: apiHandlers({
        user: { ...demoUser, name: '', username: '', subscriptionTier: 'free' },
      }),
    },
  },
  play: async () => {
    // The screen draws before the session has loaded (the app's guard hides that): wait for it.
    await findText('ada@example.com');
    await expect(screen.getByRole('heading', { level: 2, name: 'User' })).toBeVisible();
    await expect(screen.getByRole('textbox', { name: 'Username' })).toHaveValue('ada@example.com');
    await expect(screen.getByText('Free plan')).toBeVisible();
  },
};

/**
 * The demo user's plan, Growth, is stored as the tier `professional`: both the badge beside the
 * avatar and Subscription Details name the plan as Billing does, never 'Professional' (issue 16).
 */
export const OnGrowth: Story = {
  parameters: {
    msw: {
      handlers: apiHandlers({
        user: { ...demoUser, subscriptionTier: 'professional' },
        currentPlan: 'growth',
      }),
    },
  },
  play: async () => {
    await expect(await findText('Growth plan')).toBeVisible();
    const details = screen.getByRole('heading', { level: 2, name: 'Subscription Details' });
    const card = details.closest('div')!.parentElement!;
    await expect(card).toHaveTextContent(/Plan:\s*Growth/);
    await expect(screen.queryByText(/Professional/)).toBeNull();
  },
};

/** Quick actions are buttons reached by keyboard: Enter on Change Password opens that page. */
export const QuickActionByKeyboard: Story = {
  play: async () => {
    await findText('Quick Actions');
    for (const name of ['View Billing', 'Manage Contacts', 'Manage Subscription']) {
      await expect(screen.getByRole('button', { name })).toBeEnabled();
    }
    screen.getByRole('button', { name: 'Change Password' }).focus();
    await userEvent.keyboard('{Enter}');
    await findText(`Now at ${paths.changePassword}`);
  },
};

/** The name is editable; Save waits for a change and sends the trimmed name. */
export const EditName: Story = {
  tags: ['!visual'],
  play: async () => {
    // The form is drawn again once the session has loaded: read the field after that.
    await findText('ada@example.com');
    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: 'Name' })).toHaveValue('Ada Lovelace'),
    );
    const name = screen.getByRole('textbox', { name: 'Name' });
    const save = screen.getByRole('button', { name: 'Save name' });
    await expect(save).toBeDisabled();
    await userEvent.clear(name);
    await userEvent.type(name, 'Ada King');
    await userEvent.click(save);
    await findText('Profile updated');
    await expect(sent).toHaveBeenCalledWith('name', { name: 'Ada King' });
  },
};

/** Change email: the new address and the password; the answer says a link was sent. */
export const ChangeEmail: Story = {
  play: async () => {
    await userEvent.click(await findRole('button', 'Change email'));
    const dialog = within(await findRole('dialog', 'Change email'));
    await userEvent.type(dialog.getByRole('textbox', { name: 'New email' }), 'ada@new.example');
    await userEvent.type(dialog.getByLabelText('Password'), 'wrong');
    await userEvent.click(dialog.getByRole('button', { name: 'Send link' }));
    await expect(await dialog.findByText('Password is incorrect')).toBeVisible();
    await userEvent.clear(dialog.getByLabelText('Password'));
    await userEvent.type(dialog.getByLabelText('Password'), 'right password');
    await userEvent.click(dialog.getByRole('button', { name: 'Send link' }));
    await expect(await dialog.findByRole('status')).toHaveTextContent(
      'We sent a link to ada@new.example. Your email changes when you open it.',
    );
  },
};

/** Delete account: a wrong password keeps the dialog open with the server's message. */
export const DeleteWrongPassword: Story = {
  play: async () => {
    await userEvent.click(await findRole('button', 'Delete account'));
    const dialog = within(await findRole('alertdialog', 'Delete your account?'));
    await userEvent.type(dialog.getByLabelText('Type your password to confirm'), 'wrong');
    await userEvent.click(dialog.getByRole('button', { name: 'Delete account' }));
    await expect(await dialog.findByText('Password is incorrect')).toBeVisible();
    await expect(sent).toHaveBeenCalledWith('delete', { password: 'wrong' });
  },
};

/** Delete account with the password: gone, and on to sign out. */
export const DeleteAccount: Story = {
  tags: ['!visual'],
  play: async () => {
    await userEvent.click(await findRole('button', 'Delete account'));
    const dialog = within(await findRole('alertdialog', 'Delete your account?'));
    await userEvent.type(dialog.getByLabelText('Type your password to confirm'), 'right password');
    await userEvent.click(dialog.getByRole('button', { name: 'Delete account' }));
    await findText(`Now at ${paths.logout}`);
  },
};

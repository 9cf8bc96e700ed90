import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import { paths } from '../../../config/paths';
import { apiHandlers } from '../../../testing/handlers';
import { findRole, findText } from '../../../testing/storyQueries';
import { withAppProviders } from '../../../testing/withAppProviders';
import { withStoryRoute } from '../../../testing/withStoryRoute';
import { ResetPasswordForm } from './ResetPasswordForm';

const INVALID = 'This reset link is invalid or has expired. Please ask for a new one.';

const sent = fn();
const reset = http.post('/api/auth/reset-password', async ({ request }) => {
  const body = (await request.json()) as { token: string };
  sent(body);
  return body.token === 'good.token'
    ? HttpResponse.json({ success: true })
    : HttpResponse.json({ message: INVALID, field: 'token' }, { status: 400 });
});

/**
 * `ResetPasswordForm` (`/reset-password?token=`): the page a reset link opens. The new password
 * twice; a refused or missing link says so and offers a new one; success goes to log in.
 */
const meta = {
  title: 'App/Auth/ResetPasswordForm',
  component: ResetPasswordForm,
  decorators: [withAppProviders()],
  parameters: { layout: 'fullscreen', msw: { handlers: [reset, ...apiHandlers()] } },
  beforeEach: () => sent.mockClear(),
} satisfies Meta<typeof ResetPasswordForm>;

export default meta;
type Story = StoryObj<typeof meta>;

const fill = async (password: string, confirm = password) => {
  await userEvent.type(await screen.findByLabelText('New Password'), password);
  await userEvent.type(screen.getByLabelText('Confirm New Password'), confirm);
  await userEvent.click(screen.getByRole('button', { name: 'Reset password' }));
};

const withLink = withStoryRoute(paths.resetPassword, '?token=good.token');

export const Empty: Story = {
  decorators: [withLink],
  play: async () => {
    await expect(await findRole('heading', 'Choose a new password')).toBeVisible();
  },
};

/** The link's token and the new password sent; on to log in with a toast. */
export const Resets: Story = {
  decorators: [withLink],
  tags: ['!visual'],
  play: async () => {
    await fill('a new secret 1');
    await expect(await findText('Now at /login')).toBeVisible();
    await expect(sent).toHaveBeenCalledWith({ token: 'good.token', newPassword: 'a new secret 1' });
    await expect(await findText('Password reset')).toBeVisible();
  },
};

/** The two passwords differ: refused on the field, nothing sent. */
export const Mismatch: Story = {
  decorators: [withLink],
  play: async () => {
    await fill('a new secret 1', 'a new secret 2');
    await expect(await findText("Passwords don't match")).toBeVisible();
    await expect(sent).not.toHaveBeenCalled();
  },
};

/** A used or expired link: the server's refusal, and a way to ask for a new one. */
export const LinkRefused: Story = {
  decorators: [withStoryRoute(paths.resetPassword, '?token=used.token')],
  play: async () => {
    await fill('a new secret 1');
    const main = within(screen.getByRole('main'));
    await expect(await main.findByRole('alert')).toHaveTextContent(INVALID);
    await expect(main.getByRole('link', { name: 'Ask for a new link' })).toHaveAttribute(
      'href',
      '/forgot-password',
    );
  },
};

/** Opened without a token: said at once. */
export const NoToken: Story = {
  decorators: [withStoryRoute(paths.resetPassword)],
  play: async () => {
    await expect(await findRole('alert')).toHaveTextContent(INVALID);
    await expect(screen.queryByLabelText('New Password')).toBeNull();
  },
};

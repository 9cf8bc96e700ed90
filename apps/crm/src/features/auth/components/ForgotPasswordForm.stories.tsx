import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, fn, screen, userEvent } from 'storybook/test';
import { paths } from '../../../config/paths';
import { apiHandlers } from '../../../testing/handlers';
import { findRole, findText } from '../../../testing/storyQueries';
import { withAppProviders } from '../../../testing/withAppProviders';
import { withStoryRoute } from '../../../testing/withStoryRoute';
import { ForgotPasswordForm } from './ForgotPasswordForm';

const ANSWER =
  'If an account uses this email, a link to reset its password is on its way. The link works for one hour.';

/** Records each body sent, then answers as the server does: the same for any address. */
const sent = fn();
const forgot = http.post('/api/auth/forgot-password', async ({ request }) => {
  sent(await request.json());
  return HttpResponse.json({ success: true, message: ANSWER });
});

/**
 * `ForgotPasswordForm` (`/forgot-password`): asks for a reset link by email. The server's one
 * answer, whether or not the address has an account, replaces the form.
 */
const meta = {
  title: 'App/Auth/ForgotPasswordForm',
  component: ForgotPasswordForm,
  decorators: [withStoryRoute(paths.forgotPassword), withAppProviders()],
  parameters: { layout: 'fullscreen', msw: { handlers: [forgot, ...apiHandlers()] } },
  beforeEach: () => sent.mockClear(),
} satisfies Meta<typeof ForgotPasswordForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async () => {
    await expect(await findRole('heading', 'Forgot password')).toBeVisible();
    await expect(screen.getByRole('link', { name: 'Back to log in' })).toHaveAttribute(
      'href',
      '/login',
    );
  },
};

/** An address sent (lower-cased, as the contract does): the one answer in place of the form. */
export const Sent: Story = {
  play: async () => {
    await userEvent.type(await findRole('textbox', 'Email'), 'Rosie@Rosies.example');
    await userEvent.click(screen.getByRole('button', { name: 'Send reset link' }));
    await expect(await findRole('status')).toHaveTextContent(ANSWER);
    await expect(sent).toHaveBeenCalledWith({ email: 'rosie@rosies.example' });
    await expect(screen.queryByRole('textbox', { name: 'Email' })).toBeNull();
  },
};

/** Not an address: refused on the field, nothing sent. */
export const InvalidEmail: Story = {
  play: async () => {
    await userEvent.type(await findRole('textbox', 'Email'), 'rosie');
    await userEvent.click(screen.getByRole('button', { name: 'Send reset link' }));
    await expect(await findText('Please enter a valid email')).toBeVisible();
    await expect(sent).not.toHaveBeenCalled();
  },
};

/** Throttled: the server's message, and the form stays. */
export const Throttled: Story = {
  parameters: {
    msw: {
      handlers: [
        http.post('/api/auth/forgot-password', () =>
          HttpResponse.json(
            { message: 'Too many password reset requests. Try again in 60 minutes.' },
            { status: 429, headers: { 'Retry-After': '3600' } },
          ),
        ),
        ...apiHandlers(),
      ],
    },
  },
  play: async () => {
    await userEvent.type(await findRole('textbox', 'Email'), 'rosie@rosies.example');
    await userEvent.click(screen.getByRole('button', { name: 'Send reset link' }));
    await expect(await findRole('alert')).toHaveTextContent(/Too many password reset requests/);
    await expect(screen.getByRole('textbox', { name: 'Email' })).toBeVisible();
  },
};

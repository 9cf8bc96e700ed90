import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect } from 'storybook/test';
import { paths } from '../../../config/paths';
import { apiHandlers } from '../../../testing/handlers';
import { findRole } from '../../../testing/storyQueries';
import { withAppProviders } from '../../../testing/withAppProviders';
import { withStoryRoute } from '../../../testing/withStoryRoute';
import { ConfirmEmailScreen } from './ConfirmEmailScreen';

const INVALID = 'This confirmation link is invalid or has expired. Please change your email again.';

const confirm = http.post('/api/profile/email/confirm', async ({ request }) => {
  const { token } = (await request.json()) as { token: string };
  return token === 'good.token'
    ? HttpResponse.json({ success: true, message: 'Your email is now ada@new.example.' })
    : HttpResponse.json({ message: INVALID, field: 'token' }, { status: 400 });
});

/** `ConfirmEmailScreen` (`/confirm-email?token=`): an email change link confirms at once. */
const meta = {
  title: 'App/Profile/ConfirmEmailScreen',
  component: ConfirmEmailScreen,
  decorators: [withAppProviders()],
  parameters: { layout: 'fullscreen', msw: { handlers: [confirm, ...apiHandlers()] } },
} satisfies Meta<typeof ConfirmEmailScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Confirmed: Story = {
  decorators: [withStoryRoute(paths.confirmEmail, '?token=good.token')],
  play: async () => {
    await expect(await findRole('status')).toHaveTextContent('Your email is now ada@new.example.');
  },
};

export const Refused: Story = {
  decorators: [withStoryRoute(paths.confirmEmail, '?token=used.token')],
  play: async () => {
    await expect(await findRole('alert')).toHaveTextContent(INVALID);
  },
};

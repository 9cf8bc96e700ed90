import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http, HttpResponse } from 'msw';
import { expect, fn, screen, waitFor } from 'storybook/test';
import { paths } from '../../../config/paths';
import { apiHandlers } from '../../../testing/handlers';
import { findRole, findText } from '../../../testing/storyQueries';
import { withAppProviders } from '../../../testing/withAppProviders';
import { withStoryRoute } from '../../../testing/withStoryRoute';
import { LogoutScreen } from './LogoutScreen';

const logoutCalls = fn();

/**
 * `LogoutScreen`: what /logout shows while the session ends. It announces 'Logging out...' as a
 * status, asks the server to end the session once, then goes to the home page, also when the
 * server does not answer well.
 */
const meta = {
  title: 'App/Auth/LogoutScreen',
  component: LogoutScreen,
  decorators: [withStoryRoute(paths.logout), withAppProviders({ signedIn: true })],
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof LogoutScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The server has not answered yet: a spinner and a status message, still at /logout. */
export const LoggingOut: Story = {
  parameters: {
    msw: {
      handlers: [
        http.post('/api/auth/logout', async () => {
          logoutCalls();
          await delay('infinite');
          return HttpResponse.json({ success: true });
        }),
        ...apiHandlers(),
      ],
    },
  },
  play: async () => {
    logoutCalls.mockClear();
    const status = await findRole('status');
    await expect(status).toHaveTextContent('Logging out...');
    await expect(screen.getByRole('progressbar', { name: 'Logging out' })).toBeVisible();
    await waitFor(() => expect(logoutCalls).toHaveBeenCalledOnce());
    await expect(screen.queryByText(/^Now at/)).toBeNull();
  },
};

/** Once the server has answered: the stored token is gone and the home page is shown. */
export const GoesHome: Story = {
  parameters: {
    msw: {
      handlers: [
        http.post('/api/auth/logout', () => {
          logoutCalls();
        }),
        ...apiHandlers(),
      ],
    },
  },
  play: async () => {
    logoutCalls.mockClear();
    await findText(`Now at ${paths.home}`);
    await expect(logoutCalls).toHaveBeenCalledOnce();
    await expect(localStorage.getItem('authToken')).toBeNull();
  },
};

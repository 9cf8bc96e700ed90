import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, screen, userEvent } from 'storybook/test';
import { apiHandlers } from '../testing/handlers';
import { RouteStory } from '../testing/RouteStory';
import { findRole, findText, waitForHeading } from '../testing/storyQueries';
import { withAppProviders } from '../testing/withAppProviders';
import { NotFoundRoute } from './NotFoundRoute';

/** The small public pages: privacy policy, /test, 404, /logout, and the sign-in guard. */
const meta = {
  title: 'Screens/Public pages',
  component: NotFoundRoute,
  // Routing and the sign-in guard only: the pages' looks are the site components' stories.
  tags: ['!visual'],
  render: () => <RouteStory path="/no-such-page" />,
  decorators: [withAppProviders({ signedIn: false })],
  parameters: { layout: 'fullscreen', msw: { handlers: apiHandlers({ user: null }) } },
} satisfies Meta<typeof NotFoundRoute>;

export default meta;
type Story = StoryObj<typeof meta>;

export const NotFound: Story = {
  play: async () => {
    await waitForHeading('404 Page Not Found');
    await expect(screen.getByText('Did you forget to add the page to the router?')).toBeVisible();
  },
};

/** The logo on the 404 card leads home. */
export const NotFoundLogoGoesHome: Story = {
  play: async () => {
    await waitForHeading('404 Page Not Found');
    await userEvent.click(screen.getAllByRole('link')[0]!);
    await waitForHeading(/Grow your business/);
  },
};

export const PrivacyPolicy: Story = {
  render: () => <RouteStory path="/privacy-policy" />,
  play: async () => {
    await waitForHeading('Privacy Policy');
    await expect(screen.getByText(/May 16, 2025/)).toBeVisible();
    for (const section of [
      'Information We Collect',
      'How We Use Your Information',
      'Browser Extension',
      'Data Security',
      'Data Retention',
      'Your Rights',
      'Contact Us',
    ]) {
      await expect(screen.getByRole('heading', { name: section })).toBeVisible();
    }
    await userEvent.click(screen.getByRole('link', { name: /Back to home/ }));
    await waitForHeading(/Grow your business/);
  },
};

export const RoutingTest: Story = {
  render: () => <RouteStory path="/test" />,
  play: async () => {
    await waitForHeading('Test Page');
    await expect(screen.getByText(/debug routing/)).toBeVisible();
  },
};

/** Anonymous visitors of a signed-in route land on /login. */
export const AnonymousRedirectToLogin: Story = {
  render: () => <RouteStory path="/dashboard" />,
  play: async () => {
    await waitForHeading('Log in');
  },
};

// Holds the logout call until the play has seen 'Logging out...', which is otherwise on screen for
// only as long as the call takes. A gate, not a stored resolver: the call may arrive after the play
// opens it.
function createGate() {
  let open = () => {};
  const opened = new Promise<void>((resolve) => (open = resolve));
  return { open, opened };
}
let logoutGate = createGate();
const heldLogout = http.post('/api/auth/logout', async () => {
  await logoutGate.opened;
  return HttpResponse.json({ success: true });
});

/** /logout says 'Logging out...', ends the session and goes home. */
export const Logout: Story = {
  render: () => <RouteStory path="/logout" />,
  decorators: [withAppProviders({ signedIn: true })],
  parameters: { msw: { handlers: [heldLogout, ...apiHandlers()] } },
  beforeEach: () => {
    logoutGate = createGate();
  },
  play: async () => {
    await expect(await findRole('status')).toHaveTextContent('Logging out...');
    logoutGate.open();
    await waitForHeading(/Grow your business/);
    await expect(localStorage.getItem('authToken')).toBeNull();
    await findText('Get Started');
  },
};

import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent } from 'storybook/test';
import { apiHandlers } from '../testing/handlers';
import { RouteStory } from '../testing/RouteStory';
import { findText, waitForHeading } from '../testing/storyQueries';
import { withAppProviders } from '../testing/withAppProviders';
import { NotFoundRoute } from './NotFoundRoute';

/** The small public pages: privacy policy, /test, 404, /logout, and the sign-in guard. */
const meta = {
  title: 'Screens/Public pages',
  component: NotFoundRoute,
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

/** /logout ends the session and goes home. */
export const Logout: Story = {
  render: () => <RouteStory path="/logout" />,
  decorators: [withAppProviders({ signedIn: true })],
  parameters: { msw: { handlers: apiHandlers() } },
  play: async () => {
    await waitForHeading(/Grow your business/);
    await expect(localStorage.getItem('authToken')).toBeNull();
    await findText('Get Started');
  },
};

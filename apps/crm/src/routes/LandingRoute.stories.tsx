import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor } from 'storybook/test';
import { apiHandlers } from '../testing/handlers';
import { RouteStory } from '../testing/RouteStory';
import { findRole, findText, waitForHeading } from '../testing/storyQueries';
import { withAppProviders } from '../testing/withAppProviders';
import { LandingRoute } from './LandingRoute';

/**
 * `/` in the real route tree: where the landing page's menus and buttons lead (routing only; the
 * page's looks and states are the landing components' stories).
 */
const meta = {
  title: 'Screens/Landing',
  component: LandingRoute,
  tags: ['!visual'],
  render: () => <RouteStory path="/" />,
  decorators: [withAppProviders({ signedIn: false })],
  parameters: { layout: 'fullscreen', msw: { handlers: apiHandlers({ user: null }) } },
} satisfies Meta<typeof LandingRoute>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Clicking a logged-out menu button stores the choice and opens the login page. */
export const LoggedOutMenuGoesToLogin: Story = {
  play: async () => {
    await waitForHeading(/Grow your business/);
    await userEvent.click(screen.getByRole('button', { name: 'Resources' }));
    await waitForHeading('Log in');
    await expect(JSON.parse(localStorage.getItem('selectedMenuItem') ?? 'null')).toEqual({
      section: 'Resources',
      item: 'Resources',
    });
  },
};

/** Logged in: dropdown menus; the keyboard opens Products and picks Analytics. */
export const LoggedInMenus: Story = {
  decorators: [withAppProviders({ signedIn: true })],
  parameters: { msw: { handlers: apiHandlers() } },
  play: async () => {
    await waitForHeading(/Grow your business/);
    // The session is checked first; then the plain button is replaced by the menu trigger.
    await waitFor(
      () =>
        expect(screen.getByRole('button', { name: 'Products' })).toHaveAttribute('aria-haspopup'),
      { timeout: 10_000 },
    );
    const products = screen.getByRole('button', { name: 'Products' });
    products.focus();
    await userEvent.keyboard('{Enter}');
    const menu = await findRole('menu', 'Products');
    await expect(screen.queryByRole('menuitem', { name: 'Mobile App' })).toBeNull();
    for (const item of ['Contact Management', 'Email Campaigns', 'Lead Forms', 'Analytics']) {
      await expect(screen.getByRole('menuitem', { name: item })).toBeVisible();
    }
    expect(menu).toBeVisible();
    await userEvent.click(screen.getByRole('menuitem', { name: 'Analytics' }));
    await findText('Top Performing Campaigns');
    await expect(JSON.parse(localStorage.getItem('selectedMenuItem') ?? 'null')).toEqual({
      section: 'Products',
      item: 'Analytics',
    });
  },
};

/** Choosing an industry with the keyboard stores it and, 300 ms later, opens registration. */
export const WatchDemoChooseIndustry: Story = {
  play: async () => {
    await waitForHeading(/Grow your business/);
    await userEvent.click(screen.getByRole('button', { name: 'Watch demo' }));
    const retail = await findRole('button', 'Retail');
    retail.focus();
    await userEvent.keyboard('{Enter}');
    await expect(localStorage.getItem('selectedIndustry')).toBe('retail');
    await waitForHeading('Create an account');
  },
};

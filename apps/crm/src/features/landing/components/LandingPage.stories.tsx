import { useState } from 'react';
import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router-dom';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { AriaRouterBridge } from '../../../app/providers';
import { expectEveryPlan } from '../../../testing/expectPlans';
import { LandingPage } from './LandingPage';

/** Stands in for whatever screen the landing page navigates to, so a play can read the URL. */
function NavigatedTo() {
  return <p role="status">Navigated to {useLocation().pathname}</p>;
}

// The page navigates with react-router; an in-memory router at '/' gives it one, with the app's
// bridge so react-aria links route too. A fixed frame keeps the long page's screenshot one size.
const withMemoryRouter: Decorator = (Story) => {
  const [router] = useState(() =>
    createMemoryRouter([
      {
        element: <AriaRouterBridge />,
        children: [
          { path: '/', element: <Story /> },
          { path: '*', element: <NavigatedTo /> },
        ],
      },
    ]),
  );
  return (
    <div style={{ height: 720, overflow: 'hidden' }}>
      <RouterProvider router={router} />
    </div>
  );
};

/**
 * The public landing page (spec section 2): header, hero, features, pricing, FAQ and footer. Its
 * buttons navigate by login state: Get Started leads to registration, or to the dashboard when
 * signed in.
 */
const meta = {
  title: 'App/Landing/LandingPage',
  component: LandingPage,
  args: { isAuthenticated: false, isSessionLoading: false, defaultDemoOpen: false },
  decorators: [withMemoryRouter],
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof LandingPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Anonymous: every section is there, with the plans Billing shows and the legal links. */
export const Anonymous: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('heading', { level: 1, name: /Grow your business/ }),
    ).toBeVisible();
    for (const section of [
      'Everything you need to win and keep customers',
      'Simple, transparent pricing',
    ]) {
      await expect(canvas.getByRole('heading', { level: 2, name: section })).toBeInTheDocument();
    }
    // The same plans, prices and features as Billing: the one definition (issue 24 §3).
    await expectEveryPlan(canvasElement);
    await expect(canvas.getByRole('link', { name: 'Contact Sales' })).toHaveAttribute(
      'href',
      'mailto:sales@beaconcrm.example',
    );
    const legal = canvas.getByRole('navigation', { name: 'Legal' });
    await expect(within(legal).getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute(
      'href',
      '/privacy-policy',
    );
    await expect(canvas.getByRole('button', { name: 'Log in' })).toBeVisible();
  },
};

/** Signed in: the header's menus are dropdowns and Log in is gone. */
export const SignedIn: Story = {
  args: { isAuthenticated: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const nav = canvas.getByRole('navigation', { name: 'Main' });
    await waitFor(() =>
      expect(within(nav).getByRole('button', { name: 'Products' })).toHaveAttribute(
        'aria-haspopup',
      ),
    );
    await expect(canvas.queryByRole('button', { name: 'Log in' })).toBeNull();
  },
};

/** Start for free opens registration for an anonymous visitor (a navigation: no screenshot). */
export const StartForFreeGoesToRegister: Story = {
  tags: ['!visual'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    canvas.getAllByRole('button', { name: 'Start for free' })[0]!.focus();
    await userEvent.keyboard('{Enter}');
    await expect(await canvas.findByRole('status')).toHaveTextContent('Navigated to /register');
  },
};

/**
 * The pricing section: the plans of the one definition, each with its own Start for free (no
 * screenshot: the page's frame shows its top; Billing's baselines show the same plan cards).
 */
export const Pricing: Story = {
  tags: ['!visual'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const pricing = canvas.getByRole('heading', { level: 2, name: 'Simple, transparent pricing' });
    await expect(pricing).toBeInTheDocument();
    await expectEveryPlan(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Start for free: Growth' })).toBeVisible();
  },
};

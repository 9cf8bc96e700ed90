import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { expect, within } from 'storybook/test';
import { RouteErrorCard } from './RouteErrorCard';

interface FailingRouteProps {
  /** What the route throws: an Error, or a response such as a 404. */
  thrown: unknown;
}

/** A one-route memory router whose loader throws `thrown`, with the card as its error element. */
function FailingRoute({ thrown }: FailingRouteProps) {
  const [router] = useState(() =>
    createMemoryRouter([
      {
        path: '/',
        loader: () => {
          throw thrown;
        },
        element: null,
        // The loader throws at once; the router only needs something to show until then.
        HydrateFallback: () => null,
        errorElement: <RouteErrorCard />,
      },
    ]),
  );
  return <RouterProvider router={router} />;
}

/**
 * What any route shows when it throws, or when its code fails to load (say, after a deploy): an
 * alert with the error's detail and a link back home. It reads the error from the router.
 */
const meta = {
  title: 'App/Site/RouteErrorCard',
  component: RouteErrorCard,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof RouteErrorCard>;

export default meta;
type Story = StoryObj<typeof meta>;

const chunkError = 'Failed to fetch dynamically imported module: /assets/DashboardRoute.js';

/** A thrown Error (here a chunk that failed to load): its message is shown under the heading. */
export const ThrownError: Story = {
  render: () => <FailingRoute thrown={new Error(chunkError)} />,
  play: async ({ canvasElement }) => {
    const alert = await within(canvasElement).findByRole('alert');
    await expect(
      within(alert).getByRole('heading', { level: 1, name: 'Something went wrong' }),
    ).toBeVisible();
    await expect(within(alert).getByText(chunkError)).toBeVisible();
    await expect(within(alert).getByRole('link', { name: 'Back to home' })).toHaveAttribute(
      'href',
      '/',
    );
  },
};

/** A thrown error response: its status and status text are shown. */
export const ErrorResponse: Story = {
  render: () => (
    <FailingRoute thrown={new Response(null, { status: 404, statusText: 'Not Found' })} />
  ),
  play: async ({ canvasElement }) => {
    const alert = await within(canvasElement).findByRole('alert');
    await expect(within(alert).getByText('404 Not Found')).toBeVisible();
    await expect(
      within(alert).getByRole('heading', { name: 'Something went wrong' }),
    ).toBeVisible();
  },
};

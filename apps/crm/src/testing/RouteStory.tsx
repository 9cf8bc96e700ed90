import { useState } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { routes } from '../app/router';

export interface RouteStoryProps {
  /** The URL the app opens at, e.g. '/dashboard'. */
  path: string;
}

/** The real route tree (lazy routes, guard, shell) in memory, opened at `path`. */
export function RouteStory({ path }: RouteStoryProps) {
  const [router] = useState(() => createMemoryRouter(routes, { initialEntries: [path] }));
  return <RouterProvider router={router} />;
}

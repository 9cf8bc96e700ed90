import type { Decorator } from '@storybook/react-vite';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { AriaRouterBridge } from '../app/providers';

/** Stands in for wherever the component sends the user, so a play can read where that was. */
function Destination() {
  return (
    <main>
      <p>{`Now at ${useLocation().pathname}`}</p>
    </main>
  );
}

/**
 * The story at `path` in a memory router of its own, with the app's link bridge, instead of the
 * whole route tree; every other path shows 'Now at <path>'. `search` is the address's query
 * (`?token=...`), for a page that reads one.
 */
export const withStoryRoute =
  (path: string, search = ''): Decorator =>
  (Story) => (
    <MemoryRouter initialEntries={[`${path}${search}`]}>
      <Routes>
        <Route element={<AriaRouterBridge />}>
          <Route path={path} element={<Story />} />
          <Route path="*" element={<Destination />} />
        </Route>
      </Routes>
    </MemoryRouter>
  );

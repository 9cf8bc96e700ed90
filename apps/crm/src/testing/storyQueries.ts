import { screen, waitFor } from 'storybook/test';

/**
 * Lazy routes and MSW answers take a moment on a cold start, and a loaded CI machine ran three
 * times slower than a quiet one: wait much longer than the default.
 */
export const LOAD_TIMEOUT = 30_000;

/** Waits until `text` (exact string or pattern) is on the page, portals included, and returns it. */
export function findText(text: string | RegExp) {
  return screen.findByText(text, {}, { timeout: LOAD_TIMEOUT });
}

/** Waits for an element by role and name, portals included. */
export function findRole(role: string, name?: string | RegExp) {
  return screen.findByRole(role, name === undefined ? {} : { name }, { timeout: LOAD_TIMEOUT });
}

/** Waits until the memory router's location shows a screen whose heading is `heading`. */
export function waitForHeading(heading: string | RegExp) {
  return waitFor(() => screen.getByRole('heading', { name: heading }), { timeout: LOAD_TIMEOUT });
}

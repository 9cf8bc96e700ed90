import { expect, screen, waitFor } from 'storybook/test';

/**
 * Lazy routes and MSW answers take a moment on a cold start, and a loaded CI machine ran three
 * times slower than a quiet one: wait much longer than the default.
 */
export const LOAD_TIMEOUT = 30_000;

/** Waits until `text` (exact string or pattern) is on the page, portals included, and returns it. */
export function findText(text: string | RegExp) {
  return screen.findByText(text, {}, { timeout: LOAD_TIMEOUT });
}

/** Roles of overlays, which react-aria may hold unseen for a moment after they mount. */
const OVERLAY_ROLES = new Set(['dialog', 'alertdialog', 'menu', 'listbox']);

/**
 * Waits for an element by role and name, portals included; an overlay until it is also visible.
 * react-aria holds an opening overlay at its entering styles while it guesses whether a phone's
 * on-screen keyboard is opening (up to 600 ms after a text field takes focus), and that guess
 * lives in the page: a play that read the overlay at once found it invisible.
 */
export async function findRole(role: string, name?: string | RegExp) {
  const element = await screen.findByRole(role, name === undefined ? {} : { name }, {
    timeout: LOAD_TIMEOUT,
  });
  if (OVERLAY_ROLES.has(role))
    await waitFor(() => expect(element).toBeVisible(), { timeout: LOAD_TIMEOUT });
  return element;
}

/** Waits until the memory router's location shows a screen whose heading is `heading`. */
export function waitForHeading(heading: string | RegExp) {
  return waitFor(() => screen.getByRole('heading', { name: heading }), { timeout: LOAD_TIMEOUT });
}

import { Suspense, use, useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { createMemoryRouter, Link, RouterProvider, useLocation } from 'react-router-dom';
import { expect, screen, waitFor } from 'storybook/test';
import { SearchField } from '@crm/ui';
import { SEARCH_DEBOUNCE_MS, useListSearch } from './useListSearch';

/**
 * A part of the screen that waits for the data of each address before the router's navigation to
 * it can finish (react-router renders a navigation as a transition): the play decides when. It
 * stands for a slow machine, where a keystroke arrives while the navigation is still rendering.
 */
const gates = new Map<string, { promise: Promise<void>; open: () => void }>();
function gate(search: string) {
  let entry = gates.get(search);
  if (!entry) {
    let open = () => {};
    const promise = new Promise<void>((resolve) => (open = resolve));
    entry = { promise, open };
    gates.set(search, entry);
  }
  return entry;
}

function Gated() {
  const { search } = useLocation();
  // The address the screen first opened at is there at once.
  if (search !== '') use(gate(search).promise);
  return <p>{`Shown for "${search}"`}</p>;
}

/**
 * Types as the browser does, one input event a letter. Not through testing-library's `userEvent`,
 * which wraps each event in React's `act`: `act` renders the router's waiting navigation at once
 * and never retries it, so the race could not happen there (nor could the list ever show).
 */
function typeLetters(box: HTMLInputElement, text: string) {
  const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!;
  for (const letter of text) {
    setValue.call(box, box.value + letter);
    box.dispatchEvent(
      new InputEvent('input', { bubbles: true, data: letter, inputType: 'insertText' }),
    );
  }
}

function SearchHarness() {
  const search = useListSearch(['q']);
  return (
    <main>
      <SearchField
        label="Search contacts"
        value={search.draft.q}
        onChange={(q) => search.setText({ q })}
      />
      <p>{`Applied: "${search.applied.q}"`}</p>
      <Suspense fallback={<p>Loading</p>}>
        <Gated />
      </Suspense>
      <Link to="?q=ben">Contacts named Ben</Link>
    </main>
  );
}

/**
 * `useListSearch`: the one search state of a list, in the app's kind of router (a data router,
 * whose navigations render as transitions). Its box shows every letter typed, whatever the router
 * is doing with the URL the hook writes, and a link to a filtered list shows what the link says.
 */
function HarnessRouter() {
  const [router] = useState(() =>
    createMemoryRouter([{ path: '/contacts', element: <SearchHarness /> }], {
      initialEntries: ['/contacts'],
    }),
  );
  return <RouterProvider router={router} />;
}

const meta = {
  title: 'App/Hooks/useListSearch',
  component: HarnessRouter,
  // Behaviour, not looks: nothing here is part of a screen.
  tags: ['!visual'],
  beforeEach: () => gates.clear(),
} satisfies Meta<typeof HarnessRouter>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Issue 24: a letter typed while the hook's own URL write is still rendering. The keystroke
 * rendered with the old address beside a state already marked with the new one, was taken for
 * Back, and the box was reset to the old URL: "yahoo" became `?q=y`, then `?q=oo`.
 */
export const TypingDuringItsOwnUrlWrite: Story = {
  play: async () => {
    const box = screen.getByRole<HTMLInputElement>('searchbox', { name: 'Search contacts' });
    const written = (search: string) =>
      waitFor(() => expect([...gates.keys()]).toContain(search), {
        timeout: SEARCH_DEBOUNCE_MS * 20,
      });
    box.focus();
    typeLetters(box, 'y');
    // Typing paused: the hook applies "y" and writes `?q=y`, whose rendering now waits.
    await written('?q=y');
    typeLetters(box, 'a');
    await expect(box).toHaveValue('ya');
    gate('?q=y').open();
    // Once typing pauses again, "ya" is applied and written.
    await written('?q=ya');
    gate('?q=ya').open();
    await expect(await screen.findByText('Shown for "?q=ya"')).toBeVisible();
    await expect(box).toHaveValue('ya');
    await expect(screen.getByText('Applied: "ya"')).toBeVisible();

    // Someone else's URL (a link, Back) is still what the box and the list show.
    gate('?q=ben').open();
    screen.getByRole('link', { name: 'Contacts named Ben' }).click();
    await expect(await screen.findByText('Shown for "?q=ben"')).toBeVisible();
    await expect(box).toHaveValue('ben');
    await expect(screen.getByText('Applied: "ben"')).toBeVisible();
  },
};

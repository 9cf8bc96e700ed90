import { expect, waitFor } from 'storybook/test';

/** A laptop screen (issue 24 checked the builder dialogs at 1280 x 800), as a story's viewport. */
export const LAPTOP_VIEWPORT = {
  parameters: {
    viewport: {
      options: { laptop: { name: 'Laptop', styles: { width: '1280px', height: '800px' } } },
    },
  },
  globals: { viewport: { value: 'laptop', isRotated: false } },
};

/** What hides an opening modal longest: react-aria's wait for a phone's keyboard is 600 ms. */
const REVEAL_TIMEOUT = 5_000;

/**
 * Waits until `dialog` is shown: the topmost thing at its centre. A modal that focuses a text field
 * as it opens is kept hidden (opacity 0, clipped away) while react-aria waits, up to 600 ms, for the
 * on-screen keyboard that the field may open, so that the dialog does not jump when it appears. A
 * phone does this for every such dialog; a story's browser does it once react-aria's page-wide
 * guess has taken a story's viewport change (1200 x 900 to 1280 x 800 is its 100 px keyboard) for
 * a keyboard, after which every later story in the file waited. A user presses nothing before the
 * dialog appears: check it once it has.
 */
export async function waitUntilShown(dialog: Element) {
  await waitFor(
    () => {
      const box = dialog.getBoundingClientRect();
      const top = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
      if (top === null || !dialog.contains(top)) throw new Error('The dialog is not shown yet');
    },
    { timeout: REVEAL_TIMEOUT },
  );
}

/**
 * That `element` can be pressed where it is: inside the window, and the topmost thing at its centre
 * (not under a sticky footer, out of a scroll box's view, or clipped away), once its dialog (if it
 * is in one) is shown.
 */
export async function expectPressableInPlace(element: Element, what: string) {
  const dialog = element.closest('[role="dialog"], [role="alertdialog"]');
  if (dialog) await waitUntilShown(dialog);
  const box = element.getBoundingClientRect();
  const x = box.left + box.width / 2;
  const y = box.top + box.height / 2;
  await expect(
    x > 0 && y > 0 && x < window.innerWidth && y < window.innerHeight,
    `${what} is inside the window`,
  ).toBe(true);
  const top = document.elementFromPoint(x, y);
  await expect(top !== null && element.contains(top), `${what} is on top at its centre`).toBe(true);
}

/** The boxes between `element` and `outer` that scroll: each is a scroll inside `outer`'s. */
export function scrollBoxesWithin(element: Element, outer: Element): Element[] {
  const boxes: Element[] = [];
  for (let at = element.parentElement; at && at !== outer; at = at.parentElement) {
    const { overflowY } = getComputedStyle(at);
    if ((overflowY === 'auto' || overflowY === 'scroll') && at.scrollHeight > at.clientHeight + 1)
      boxes.push(at);
  }
  return boxes;
}

/**
 * Visits every tab of an email design dialog (the builder's Design, Content and Preview, the
 * palette's Custom Generator and Predefined Themes) and, on each, at the top, half way and at the
 * bottom of the dialog's scroll, checks that its footer buttons can be pressed where they are.
 */
export async function expectFooterOnEveryTab(
  dialog: HTMLElement,
  footer: readonly string[],
  click: (element: Element) => Promise<void>,
) {
  const body = dialog.querySelector('form')!.parentElement!;
  const tab = (name: string) =>
    [...dialog.querySelectorAll('[role="tab"]')].find((t) => t.textContent === name)!;
  const checkHere = async (where: string) => {
    for (const scroll of [0, 0.5, 1]) {
      body.scrollTop = (body.scrollHeight - body.clientHeight) * scroll;
      for (const name of footer) {
        const button = [...dialog.querySelectorAll('button')].find((b) => b.textContent === name)!;
        await expectPressableInPlace(button, `${name} on ${where}, scrolled ${scroll * 100}%`);
      }
    }
    body.scrollTop = 0;
  };
  for (const name of ['Design', 'Content', 'Preview']) {
    await click(tab(name));
    await checkHere(`the builder's ${name} tab`);
  }
  await click(tab('Design'));
  await click(tab('Color Palette'));
  for (const name of ['Custom Generator', 'Predefined Themes']) {
    await click(tab(name));
    await checkHere(`the palette's ${name} tab`);
  }
  await click(tab('Builder'));
}

/**
 * react-aria's reveal of an opening modal or popover, for the stories: at once, as on a device
 * without an on-screen keyboard, which the stories' desktop Chromium is. react-aria guesses from
 * resizes after a text field's focus whether a phone keyboard is opening, and holds overlays unseen
 * meanwhile; the guess lives in the page, so story files sharing one page inherited it from an
 * earlier phone-sized story and a play found its dialog invisible. Aliased in vitest.config.ts.
 */
export function runAfterKeyboard(reveal: (isKeyboardOpen: boolean) => void): () => void {
  reveal(false);
  return () => {};
}

export const runAfterKeyboardTransition = runAfterKeyboard;

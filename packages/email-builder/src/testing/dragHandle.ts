import { userEvent } from 'storybook/test';

/** The middle of an element, as pointer coordinates. */
export const centreOf = (element: Element) => {
  const rect = element.getBoundingClientRect();
  return { clientX: rect.left + rect.width / 2, clientY: rect.top + rect.height / 2 };
};

/** Drags a handle with the mouse, for stories: down, 10 px to pass the 5 px threshold, to `to`, up. */
export async function dragHandle(handle: Element, to: { clientX: number; clientY: number }) {
  const from = centreOf(handle);
  await userEvent.pointer([
    { keys: '[MouseLeft>]', target: handle, coords: from },
    { target: handle, coords: { clientX: from.clientX, clientY: from.clientY + 10 } },
    { target: handle, coords: { clientX: (from.clientX + to.clientX) / 2, clientY: to.clientY } },
    { target: handle, coords: to },
    { keys: '[/MouseLeft]', target: handle, coords: to },
  ]);
}

import { KeyboardCode, type KeyboardCoordinateGetter } from '@dnd-kit/core';

/**
 * Up and Down move a keyboard drag exactly one element, whatever the elements' heights.
 * dnd-kit's `sortableKeyboardCoordinates` lines the dragged element's edge up with the next one's
 * and lets the collision detection decide; a two-line text moved down past a thin divider then
 * landed one place too far (dnd-kit issues 137 and 985). Here the dragged element's centre is put
 * on the centre of the neighbour of the element it is over, so the closest centre is that
 * neighbour. At either end the key does nothing (and does not scroll the page).
 */
export const listKeyboardCoordinates: KeyboardCoordinateGetter = (event, { context }) => {
  const step = event.code === KeyboardCode.Down ? 1 : event.code === KeyboardCode.Up ? -1 : 0;
  if (step === 0) return undefined;
  event.preventDefault();
  const { active, over, collisionRect, droppableRects, droppableContainers } = context;
  if (!active || !collisionRect) return undefined;
  // The rects are measured without the sorting transforms, so their order is the list's order.
  const rects = droppableContainers
    .getEnabled()
    .flatMap((container) => {
      const rect = droppableRects.get(container.id);
      return rect ? [{ id: container.id, rect }] : [];
    })
    .sort((a, b) => a.rect.top - b.rect.top);
  const current = rects.findIndex((entry) => entry.id === (over?.id ?? active.id));
  const target = current >= 0 ? rects[current + step] : undefined;
  if (!target) return undefined;
  return {
    x: collisionRect.left,
    y: target.rect.top + target.rect.height / 2 - collisionRect.height / 2,
  };
};

import { closestCenter, type ClientRect, type CollisionDetection } from '@dnd-kit/core';

/**
 * Spec 4: a drop with no destination does nothing. closestCenter alone always names the nearest
 * element, wherever the pointer is (over the settings panel, outside the widget), so a drop there
 * would still reorder. A pointer outside the box around the list's elements finds no collision;
 * inside it, or with no pointer (a keyboard drag), the nearest element wins as before.
 */
export const canvasCollisionDetection: CollisionDetection = (args) => {
  const { pointerCoordinates, droppableContainers, droppableRects } = args;
  if (!pointerCoordinates) return closestCenter(args);
  let list: Pick<ClientRect, 'top' | 'left' | 'bottom' | 'right'> | undefined;
  for (const container of droppableContainers) {
    const rect = droppableRects.get(container.id);
    if (!rect) continue;
    list = list
      ? {
          top: Math.min(list.top, rect.top),
          left: Math.min(list.left, rect.left),
          bottom: Math.max(list.bottom, rect.bottom),
          right: Math.max(list.right, rect.right),
        }
      : rect;
  }
  const { x, y } = pointerCoordinates;
  const isInside =
    list !== undefined && x >= list.left && x <= list.right && y >= list.top && y <= list.bottom;
  return isInside ? closestCenter(args) : [];
};

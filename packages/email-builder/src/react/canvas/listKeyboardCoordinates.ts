import { KeyboardCode, type KeyboardCoordinateGetter } from '@dnd-kit/core';
import { samePlace } from '../../core/designTree';
import { canvasDroppables, dropLineAt, type CanvasDropTarget } from './canvasCollisionDetection';

/**
 * Up and Down move a keyboard drag exactly one place through `target.places` (the design's places in
 * reading order: `movePlaces`), so a block goes into a column, through it, on to the next column
 * and out again one step at a time, whatever the elements' heights. dnd-kit's
 * `sortableKeyboardCoordinates` lined edges up and let the geometry decide: a tall text moved past
 * a thin divider landed one place too far (dnd-kit issues 137 and 985), and it knows nothing of
 * columns. The place reached goes into `target`; the dragged element is drawn where the drop line
 * is. At either end the key does nothing (and does not scroll the page).
 */
export const listKeyboardCoordinates = (
  target: CanvasDropTarget,
  ...[event, { context }]: Parameters<KeyboardCoordinateGetter>
): ReturnType<KeyboardCoordinateGetter> => {
  const step = event.code === KeyboardCode.Down ? 1 : event.code === KeyboardCode.Up ? -1 : 0;
  if (step === 0) return undefined;
  event.preventDefault();
  const { active, droppableRects, droppableContainers } = context;
  const current = target.keyboardPlace;
  if (!active || !current) return undefined;
  const all = target.places;
  const at = all.findIndex((place) => samePlace(place, current));
  const next = at < 0 ? undefined : all[at + step];
  if (!next) return undefined;
  const line = dropLineAt(
    next,
    canvasDroppables(droppableContainers.getEnabled(), droppableRects),
    active.id,
  );
  if (!line) return undefined;
  target.keyboardPlace = next;
  return line;
};

import type { ClientRect, CollisionDetection, DataRef, UniqueIdentifier } from '@dnd-kit/core';
import type { ElementPlace } from '../../core/designTree';
import type { ElementType } from '../../core/schema';

type Coordinates = { x: number; y: number };

/** What the canvas registers with dnd-kit: each element at its place, and each list of elements. */
export type CanvasDroppableData =
  | { kind: 'element'; id: string; type: ElementType; place: ElementPlace }
  | { kind: 'list'; parentId: string | null; column: number };

/** A droppable with its rect, measured by dnd-kit without the drag's transform. */
export interface CanvasDroppable {
  id: UniqueIdentifier;
  rect: Pick<ClientRect, 'top' | 'left' | 'bottom' | 'right' | 'height'>;
  data: CanvasDroppableData;
}

// Element ids are the design's (any string), so dnd-kit's ids are prefixed to keep them apart.
export const elementDragId = (id: string) => `element:${id}`;
export const listDropId = (parentId: string | null, column: number) =>
  parentId === null ? 'list' : `list:${column}:${parentId}`;

const isIn = (place: ElementPlace, list: { parentId: string | null; column: number }) =>
  place.parentId === list.parentId && (list.parentId === null || place.column === list.column);

/** The elements of a list but the dragged one, in order: their positions are the places' indexes. */
function elementsIn(
  droppables: readonly CanvasDroppable[],
  list: { parentId: string | null; column: number },
  activeId: UniqueIdentifier,
) {
  return droppables
    .filter(
      (droppable): droppable is CanvasDroppable & { data: { kind: 'element' } } =>
        droppable.data.kind === 'element' &&
        droppable.id !== activeId &&
        isIn(droppable.data.place, list),
    )
    .sort((a, b) => a.data.place.index - b.data.place.index);
}

const findList = (droppables: readonly CanvasDroppable[], place: ElementPlace) =>
  droppables.find((droppable) => droppable.data.kind === 'list' && isIn(place, droppable.data));

/**
 * Where a drop at `point` puts the dragged element: in the innermost list under the point (a column
 * before the top level; a columns element never goes into a column), before the first element whose
 * middle is below the point. Null outside the top-level list: spec 4, a drop with no destination
 * does nothing (closestCenter alone named the nearest element wherever the pointer was).
 */
export function dropPlaceAt(
  point: Coordinates,
  droppables: readonly CanvasDroppable[],
  active: { id: UniqueIdentifier; type: ElementType },
): ElementPlace | null {
  let list: { parentId: string | null; column: number } | undefined;
  for (const { rect, data } of droppables) {
    if (data.kind !== 'list') continue;
    if (point.x < rect.left || point.x > rect.right || point.y < rect.top || point.y > rect.bottom)
      continue;
    if (data.parentId === null) list ??= data;
    else if (active.type !== 'columns') list = data;
  }
  if (!list) return null;
  const index = elementsIn(droppables, list, active.id).filter(
    ({ rect }) => rect.top + rect.height / 2 <= point.y,
  ).length;
  return { parentId: list.parentId, column: list.parentId === null ? 0 : list.column, index };
}

/**
 * Where the line showing a place is: at its list's left edge, on top of the element the dragged one
 * would go before, under the last element at the end, at the top of an empty list.
 */
export function dropLineAt(
  place: ElementPlace,
  droppables: readonly CanvasDroppable[],
  activeId: UniqueIdentifier,
): Coordinates | null {
  const list = findList(droppables, place);
  if (!list) return null;
  const elements = elementsIn(droppables, place, activeId);
  const next = elements[place.index];
  const last = elements.at(-1);
  return { x: list.rect.left, y: next ? next.rect.top : (last?.rect.bottom ?? list.rect.top) };
}

/** dnd-kit's droppables with their rects, as the canvas's. */
export function canvasDroppables(
  containers: Iterable<{ id: UniqueIdentifier; data: DataRef }>,
  rects: ReadonlyMap<UniqueIdentifier, CanvasDroppable['rect']>,
): CanvasDroppable[] {
  const droppables: CanvasDroppable[] = [];
  for (const { id, data } of containers) {
    const rect = rects.get(id);
    const current = data.current as CanvasDroppableData | undefined;
    if (rect && current) droppables.push({ id, rect, data: current });
  }
  return droppables;
}

/** Where the dragged element would land now; the canvas reads and the keyboard sets it. */
export interface CanvasDropTarget {
  /** The place a keyboard drag has reached (the pointer's is worked out from its position). */
  keyboardPlace: ElementPlace | null;
  /** The place a drop now would put the element at; null outside the list. */
  place: ElementPlace | null;
  /** Every place the dragged element can go, in reading order (`movePlaces`). */
  places: readonly ElementPlace[];
}

/**
 * The canvas's collision detection, given the drag's target: the target place (from the pointer, or the one a keyboard
 * drag has reached) is written into the target, and the list it is in is what the drag is over.
 */
export const canvasCollisionDetection = (
  target: CanvasDropTarget,
  {
    active,
    droppableContainers,
    droppableRects,
    pointerCoordinates,
  }: Parameters<CollisionDetection>[0],
): ReturnType<CollisionDetection> => {
  const droppables = canvasDroppables(droppableContainers, droppableRects);
  const activeData = active.data.current as CanvasDroppableData | undefined;
  const type = activeData?.kind === 'element' ? activeData.type : 'text';
  const place = pointerCoordinates
    ? dropPlaceAt(pointerCoordinates, droppables, { id: active.id, type })
    : target.keyboardPlace;
  target.place = place;
  const list = place && findList(droppables, place);
  return list ? [{ id: list.id }] : [];
};

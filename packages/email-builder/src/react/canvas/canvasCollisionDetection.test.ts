import type { Active, ClientRect, DroppableContainer } from '@dnd-kit/core';
import { describe, expect, it } from 'vitest';
import { canvasCollisionDetection } from './canvasCollisionDetection';

const rect = (top: number, height = 40, left = 0, width = 300): ClientRect => ({
  top,
  left,
  width,
  height,
  bottom: top + height,
  right: left + width,
});

// Three elements stacked 40px apart, 300px wide; the first is being dragged.
const rects = new Map([
  ['a', rect(0)],
  ['b', rect(50)],
  ['c', rect(100)],
]);
const containers = [...rects.keys()].map(
  (id) => ({ id, rect: { current: rects.get(id) } }) as unknown as DroppableContainer,
);
const active = {
  id: 'a',
  data: { current: undefined },
  rect: { current: { initial: rects.get('a')!, translated: null } },
} as Active;
const detect = (pointer: { x: number; y: number } | null, dragged: ClientRect) =>
  canvasCollisionDetection({
    active,
    collisionRect: dragged,
    droppableRects: rects,
    droppableContainers: containers,
    pointerCoordinates: pointer,
  }).map((collision) => collision.id);

describe('canvasCollisionDetection', () => {
  it('finds the nearest element while the pointer is over the list', () => {
    expect(detect({ x: 150, y: 120 }, rect(100))[0]).toBe('c');
    // Between two elements is still inside the list.
    expect(detect({ x: 150, y: 45 }, rect(25))[0]).toBe('a');
  });

  it('finds nothing once the pointer leaves the list, however near an element is', () => {
    expect(detect({ x: 450, y: 120 }, rect(100, 40, 300))).toEqual([]); // the settings panel
    expect(detect({ x: 150, y: 400 }, rect(380))).toEqual([]); // below the list
    expect(detect({ x: -10, y: 20 }, rect(0, 40, -160))).toEqual([]);
  });

  it('uses the dragged rectangle for keyboard drags, which have no pointer', () => {
    expect(detect(null, rect(100))[0]).toBe('c');
  });

  it('finds nothing in an empty list', () => {
    expect(
      canvasCollisionDetection({
        active,
        collisionRect: rect(0),
        droppableRects: new Map(),
        droppableContainers: [],
        pointerCoordinates: { x: 0, y: 0 },
      }),
    ).toEqual([]);
  });
});

import type { Active, ClientRect, DroppableContainer } from '@dnd-kit/core';
import { describe, expect, it } from 'vitest';
import type { ElementType } from '../../core/schema';
import {
  canvasCollisionDetection,
  dropLineAt,
  dropPlaceAt,
  type CanvasDroppable,
  type CanvasDropTarget,
} from './canvasCollisionDetection';

const rect = (top: number, height: number, left = 0, width = 300): ClientRect => ({
  top,
  left,
  width,
  height,
  bottom: top + height,
  right: left + width,
});
const element = (
  id: string,
  r: ClientRect,
  parentId: string | null,
  column: number,
  index: number,
  type: ElementType = 'text',
): CanvasDroppable => ({
  id,
  rect: r,
  data: { kind: 'element', id, type, place: { parentId, column, index } },
});
const list = (id: string, r: ClientRect, parentId: string | null, column = 0): CanvasDroppable => ({
  id,
  rect: r,
  data: { kind: 'list', parentId, column },
});

// a, then columns c (x and y in its first column, z in its second), then b.
const droppables = [
  list('list', rect(0, 220), null),
  element('a', rect(0, 40), null, 0, 0),
  element('c', rect(50, 120), null, 0, 1, 'columns'),
  list('c0', rect(60, 100, 0, 140), 'c', 0),
  element('x', rect(60, 40, 0, 140), 'c', 0, 0),
  element('y', rect(110, 40, 0, 140), 'c', 0, 1),
  list('c1', rect(60, 100, 160, 140), 'c', 1),
  element('z', rect(60, 40, 160, 140), 'c', 1, 0),
  element('b', rect(180, 40), null, 0, 2),
];
const text = (id: string) => ({ id, type: 'text' as const });

describe('dropPlaceAt', () => {
  it('places before the first element whose middle is below the pointer, the dragged one left out', () => {
    expect(dropPlaceAt({ x: 150, y: 10 }, droppables, text('b'))).toEqual({
      parentId: null,
      column: 0,
      index: 0,
    });
    expect(dropPlaceAt({ x: 150, y: 215 }, droppables, text('a'))).toEqual({
      parentId: null,
      column: 0,
      index: 2,
    });
  });

  it('goes into the column under the pointer, before or after its blocks', () => {
    expect(dropPlaceAt({ x: 50, y: 70 }, droppables, text('a'))).toEqual({
      parentId: 'c',
      column: 0,
      index: 0,
    });
    expect(dropPlaceAt({ x: 50, y: 155 }, droppables, text('b'))).toEqual({
      parentId: 'c',
      column: 0,
      index: 2,
    });
    // Out of its own column into the next one, under z.
    expect(dropPlaceAt({ x: 200, y: 150 }, droppables, text('x'))).toEqual({
      parentId: 'c',
      column: 1,
      index: 1,
    });
    // The gap between the columns is the top level, level with the columns element.
    expect(dropPlaceAt({ x: 150, y: 150 }, droppables, text('x'))).toEqual({
      parentId: null,
      column: 0,
      index: 2,
    });
  });

  it('never puts a columns element into a column', () => {
    const columns = { id: 'c', type: 'columns' as const };
    expect(dropPlaceAt({ x: 50, y: 70 }, droppables.slice(0, 2), columns)).toEqual({
      parentId: null,
      column: 0,
      index: 1,
    });
    expect(dropPlaceAt({ x: 50, y: 70 }, droppables, columns)?.parentId).toBeNull();
  });

  it('finds no place once the pointer leaves the list, however near an element is', () => {
    expect(dropPlaceAt({ x: 450, y: 120 }, droppables, text('a'))).toBeNull(); // the settings panel
    expect(dropPlaceAt({ x: 150, y: 400 }, droppables, text('a'))).toBeNull();
    expect(dropPlaceAt({ x: 0, y: 0 }, [], text('a'))).toBeNull();
  });
});

describe('dropLineAt', () => {
  it('draws the line on top of the next element, under the last one, or atop an empty list', () => {
    const at = (parentId: string | null, column: number, index: number, active = 'a') =>
      dropLineAt({ parentId, column, index }, droppables, active);
    expect(at(null, 0, 1)).toEqual({ x: 0, y: 180 }); // a left out: before b
    expect(at(null, 0, 2)).toEqual({ x: 0, y: 220 });
    expect(at('c', 1, 0)).toEqual({ x: 160, y: 60 });
    expect(at('c', 1, 1)).toEqual({ x: 160, y: 100 });
    expect(at('c', 1, 0, 'z')).toEqual({ x: 160, y: 60 }); // z left out: its column is empty
    expect(at('d', 0, 0)).toBeNull();
  });
});

describe('canvasCollisionDetection', () => {
  const rects = new Map(
    droppables.map((droppable) => [droppable.id, droppable.rect as ClientRect]),
  );
  const containers = droppables.map(
    ({ id, data }) => ({ id, data: { current: data } }) as unknown as DroppableContainer,
  );
  const detect = (
    activeId: string,
    pointer: { x: number; y: number } | null,
    target: CanvasDropTarget,
  ) =>
    canvasCollisionDetection(target, {
      active: {
        id: activeId,
        data: { current: droppables.find((droppable) => droppable.id === activeId)!.data },
      } as unknown as Active,
      collisionRect: rect(0, 40),
      droppableRects: rects,
      droppableContainers: containers,
      pointerCoordinates: pointer,
    }).map((collision) => collision.id);

  it('is over the list of the place, which it records', () => {
    const target: CanvasDropTarget = { keyboardPlace: null, place: null, places: [] };
    expect(detect('a', { x: 200, y: 70 }, target)).toEqual(['c1']);
    expect(target.place).toEqual({ parentId: 'c', column: 1, index: 0 });
    expect(detect('a', { x: 450, y: 70 }, target)).toEqual([]);
    expect(target.place).toBeNull();
  });

  it('takes a keyboard drag, which has no pointer, to the place the keys reached', () => {
    const target: CanvasDropTarget = {
      keyboardPlace: { parentId: 'c', column: 0, index: 2 },
      place: null,
      places: [],
    };
    expect(detect('b', null, target)).toEqual(['c0']);
    expect(target.place).toEqual({ parentId: 'c', column: 0, index: 2 });
  });
});

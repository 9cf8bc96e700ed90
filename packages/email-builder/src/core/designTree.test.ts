import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  allElements,
  findElement,
  insertElement,
  moveElement,
  movePlaces,
  placeOf,
  samePlace,
  removeElement,
  updateElement,
  withColumnCount,
} from './designTree';
import { parseDesign } from './parseDesign';
import type { DesignElement } from './schema';
import { validDesignInput } from './testing/designArbitrary';

const block = (id: string, type: DesignElement['type'] = 'text'): DesignElement => ({
  id,
  type,
  content: id,
  settings: {},
});
const columns = (id: string, ...lists: string[][]): DesignElement => ({
  ...block(id, 'columns'),
  content: '',
  columns: lists.map((ids) => ({ elements: ids.map((inner) => block(inner)) })),
});
const ids = (elements: readonly DesignElement[]) =>
  elements.map((element) =>
    element.columns
      ? `${element.id}[${element.columns.map((c) => c.elements.map((b) => b.id).join(',')).join('|')}]`
      : element.id,
  );

const design = [block('a'), columns('c', ['x', 'y'], ['z']), block('b')];

describe('designTree', () => {
  it('finds elements at the top and in columns, with their place', () => {
    expect(findElement(design, 'z')?.content).toBe('z');
    expect(placeOf(design, 'y')).toEqual({ parentId: 'c', column: 0, index: 1 });
    expect(placeOf(design, 'b')).toEqual({ parentId: null, column: 0, index: 2 });
    expect(allElements(design).map((element) => element.id)).toEqual([
      'a',
      'c',
      'x',
      'y',
      'z',
      'b',
    ]);
  });

  it('updates and removes in columns without touching the rest', () => {
    const updated = updateElement(design, 'z', (element) => ({ ...element, content: 'new' }));
    expect(findElement(updated, 'z')?.content).toBe('new');
    expect(updated[0]).toBe(design[0]);
    expect(ids(removeElement(design, 'x'))).toEqual(['a', 'c[y|z]', 'b']);
    expect(ids(removeElement(design, 'c'))).toEqual(['a', 'b']);
  });

  it('moves into, within and out of columns, never a columns element into a column', () => {
    expect(ids(moveElement(design, 'a', { parentId: 'c', column: 1, index: 0 }))).toEqual([
      'c[x,y|a,z]',
      'b',
    ]);
    expect(ids(moveElement(design, 'y', { parentId: 'c', column: 0, index: 0 }))).toEqual([
      'a',
      'c[y,x|z]',
      'b',
    ]);
    expect(ids(moveElement(design, 'z', { parentId: null, column: 0, index: 0 }))).toEqual([
      'z',
      'a',
      'c[x,y|]',
      'b',
    ]);
    expect(moveElement(design, 'c', { parentId: 'c', column: 0, index: 0 })).toEqual(design);
    expect(insertElement(design, columns('d'), { parentId: 'c', column: 0, index: 0 })).toEqual(
      design,
    );
  });

  it('keeps the blocks of dropped columns in the last column kept', () => {
    const three = columns('t', ['a'], ['b'], ['c']);
    expect(ids([withColumnCount(three, 2)])).toEqual(['t[a|b,c]']);
    expect(ids([withColumnCount(three, 3)])).toEqual(['t[a|b|c]']);
    expect(ids([withColumnCount(columns('u', ['a'], ['b']), 3)])).toEqual(['u[a|b|]']);
  });

  it('lists the places to move to in reading order: into each column slot and out again', () => {
    const place = (parentId: string | null, column: number, index: number) => ({
      parentId,
      column,
      index,
    });
    expect(movePlaces(design, 'a')).toEqual([
      place(null, 0, 0),
      place('c', 0, 0),
      place('c', 0, 1),
      place('c', 0, 2),
      place('c', 1, 0),
      place('c', 1, 1),
      place(null, 0, 1),
      place(null, 0, 2),
    ]);
    // The block's own column is one slot shorter: it is not counted where it stands.
    expect(movePlaces(design, 'x').slice(2, 5)).toEqual([
      place('c', 0, 0),
      place('c', 0, 1),
      place('c', 1, 0),
    ]);
    // A columns element only moves among the top-level places.
    expect(movePlaces(design, 'c')).toEqual([
      place(null, 0, 0),
      place(null, 0, 1),
      place(null, 0, 2),
    ]);
    expect(movePlaces(design, 'missing')).toEqual([]);
  });
});

/** A parsed random design, one of its elements, and a place (any place, valid or not). */
const moves = validDesignInput
  .map((input) => parseDesign(input).elements)
  .filter((elements) => elements.length > 0)
  .chain((elements) => {
    const all = allElements(elements);
    const parents = [null, ...elements.map((element) => element.id)];
    return fc.record({
      elements: fc.constant(elements),
      id: fc.constantFrom(...all.map((element) => element.id)),
      place: fc.record({
        parentId: fc.constantFrom(...parents),
        column: fc.integer({ min: 0, max: 3 }),
        index: fc.integer({ min: -1, max: 14 }),
      }),
    });
  });

const sortedIds = (elements: readonly DesignElement[]) =>
  allElements(elements)
    .map((element) => element.id)
    .sort();

describe('moveElement (properties)', () => {
  it('never loses or duplicates an element, keeps ids unique, never nests columns', () => {
    fc.assert(
      fc.property(moves, ({ elements, id, place }) => {
        const moved = moveElement(elements, id, place);
        const ids = sortedIds(moved);
        expect(ids).toEqual(sortedIds(elements));
        expect(new Set(ids).size).toBe(ids.length);
        for (const parent of moved) {
          for (const column of parent.columns ?? []) {
            expect(column.elements.some((block) => block.type === 'columns')).toBe(false);
          }
        }
        // Still a design the schema accepts.
        expect(() => parseDesign({ style: {}, elements: moved })).not.toThrow();
      }),
    );
  });

  it('puts the element exactly at every place movePlaces offers, and nowhere else changes', () => {
    fc.assert(
      fc.property(moves, ({ elements, id }) => {
        const places = movePlaces(elements, id);
        const own = placeOf(elements, id)!;
        expect(places.some((place) => samePlace(place, own))).toBe(true);
        expect(moveElement(elements, id, own)).toEqual(elements);
        for (const place of places) {
          const moved = moveElement(elements, id, place);
          expect(placeOf(moved, id)).toEqual(place);
          // Taking it out again gives the same design as taking it out of the original.
          expect(removeElement(moved, id)).toEqual(removeElement(elements, id));
        }
      }),
    );
  });
});

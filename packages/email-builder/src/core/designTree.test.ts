import { describe, expect, it } from 'vitest';
import {
  allElements,
  findElement,
  insertElement,
  moveElement,
  placeOf,
  removeElement,
  updateElement,
  withColumnCount,
} from './designTree';
import type { DesignElement } from './schema';

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
});

import type { DesignElement } from './schema';

/** Where an element sits: at the top (`parentId` null) or in column `column` of a columns element. */
export interface ElementPlace {
  parentId: string | null;
  column: number;
  index: number;
}

/** The list at a place's parent and column; undefined when there is no such list. */
function listAt(
  elements: readonly DesignElement[],
  parentId: string | null,
  column: number,
): readonly DesignElement[] | undefined {
  if (parentId === null) return elements;
  return elements.find((element) => element.id === parentId)?.columns?.[column]?.elements;
}

/** The element with this id, at the top or in a column. */
export function findElement(
  elements: readonly DesignElement[],
  id: string,
): DesignElement | undefined {
  for (const element of elements) {
    if (element.id === id) return element;
    for (const column of element.columns ?? []) {
      const found = column.elements.find((block) => block.id === id);
      if (found) return found;
    }
  }
  return undefined;
}

/** Where the element with this id sits, or undefined. */
export function placeOf(elements: readonly DesignElement[], id: string): ElementPlace | undefined {
  for (const [index, element] of elements.entries()) {
    if (element.id === id) return { parentId: null, column: 0, index };
    for (const [column, { elements: blocks }] of (element.columns ?? []).entries()) {
      const at = blocks.findIndex((block) => block.id === id);
      if (at >= 0) return { parentId: element.id, column, index: at };
    }
  }
  return undefined;
}

/** Every element, the blocks of each columns element right after it. */
export function allElements(elements: readonly DesignElement[]): DesignElement[] {
  const all: DesignElement[] = [];
  for (const element of elements) {
    all.push(element);
    for (const column of element.columns ?? []) all.push(...column.elements);
  }
  return all;
}

/** A new list with the element of this id replaced by `update(element)`; the same list if absent. */
export function updateElement(
  elements: readonly DesignElement[],
  id: string,
  update: (element: DesignElement) => DesignElement,
): DesignElement[] {
  return elements.map((element) => {
    if (element.id === id) return update(element);
    if (!element.columns?.some((column) => findElement(column.elements, id))) return element;
    return {
      ...element,
      columns: element.columns.map((column) => ({
        elements: updateElement(column.elements, id, update),
      })),
    };
  });
}

/** A new list without the element of this id (a columns element goes with its blocks). */
export function removeElement(elements: readonly DesignElement[], id: string): DesignElement[] {
  return elements
    .filter((element) => element.id !== id)
    .map((element) =>
      element.columns?.some((column) => column.elements.some((block) => block.id === id))
        ? {
            ...element,
            columns: element.columns.map((column) => ({
              elements: column.elements.filter((block) => block.id !== id),
            })),
          }
        : element,
    );
}

/**
 * A new list with `element` inserted at `place` (index clamped to the list); unchanged when the
 * place does not exist or a columns element would go into a column.
 */
export function insertElement(
  elements: readonly DesignElement[],
  element: DesignElement,
  place: ElementPlace,
): DesignElement[] {
  const list = listAt(elements, place.parentId, place.column);
  if (!list || (place.parentId !== null && element.type === 'columns')) return [...elements];
  const index = Math.max(0, Math.min(place.index, list.length));
  const inserted = [...list.slice(0, index), element, ...list.slice(index)];
  if (place.parentId === null) return inserted;
  return elements.map((parent) =>
    parent.id === place.parentId && parent.columns
      ? {
          ...parent,
          columns: parent.columns.map((column, i) =>
            i === place.column ? { elements: inserted } : column,
          ),
        }
      : parent,
  );
}

/**
 * A new list with the element of this id moved to `place` (the index counted in the list as it is
 * after the element left). Unchanged when it is absent, the place does not exist, or a columns
 * element would go into a column.
 */
export function moveElement(
  elements: readonly DesignElement[],
  id: string,
  place: ElementPlace,
): DesignElement[] {
  const element = findElement(elements, id);
  if (!element || (place.parentId !== null && element.type === 'columns')) return [...elements];
  const without = removeElement(elements, id);
  if (!listAt(without, place.parentId, place.column)) return [...elements];
  return insertElement(without, element, place);
}

/** Whether two places are the same list and index. */
export const samePlace = (a: ElementPlace, b: ElementPlace) =>
  a.parentId === b.parentId && a.column === b.column && a.index === b.index;

/**
 * Every place the element of this id can be moved to, in reading order, its own place included:
 * before each top-level element, then (for a block, not a columns element) each slot of that
 * element's columns, column by column; last, the end of the design. Indexes count as `moveElement`
 * does, in the lists without the element. A keyboard move steps through this list one place at a
 * time, so a block walks into a column, through it, and out again.
 */
export function movePlaces(elements: readonly DesignElement[], id: string): ElementPlace[] {
  const element = findElement(elements, id);
  if (!element) return [];
  const without = removeElement(elements, id);
  const places: ElementPlace[] = [];
  for (const [index, parent] of without.entries()) {
    places.push({ parentId: null, column: 0, index });
    if (element.type === 'columns') continue;
    for (const [column, { elements: blocks }] of (parent.columns ?? []).entries()) {
      for (let at = 0; at <= blocks.length; at++) {
        places.push({ parentId: parent.id, column, index: at });
      }
    }
  }
  places.push({ parentId: null, column: 0, index: without.length });
  return places;
}

/** The layout's number of columns given to a columns element: blocks of dropped columns go to the last one kept. */
export function withColumnCount(element: DesignElement, count: number): DesignElement {
  const columns = element.columns ?? [];
  const kept = Array.from({ length: count }, (_, i) => ({
    elements: [...(columns[i]?.elements ?? [])],
  }));
  for (const dropped of columns.slice(count)) kept[count - 1]!.elements.push(...dropped.elements);
  return { ...element, columns: kept };
}

import { createElement } from '../../core/createElement';
import { findElement, insertElement, updateElement } from '../../core/designTree';
import type { Design, DesignElement, ElementType } from '../../core/schema';

/** The image types the canvas uploads: the ones every mail client shows (no SVG, no AVIF). */
export const UPLOADABLE_IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/gif', 'image/webp'];

/** Whether the canvas uploads this file (by its declared type; the host checks the content). */
export const isUploadableImage = (file: Pick<File, 'type'>) =>
  UPLOADABLE_IMAGE_TYPES.includes(file.type);

/**
 * Where a dropped image goes: into the image block it was dropped on, or as a new image block in a
 * list (the top level, `parentId` null, or column `column` of a columns element) before the block
 * `beforeId` (at the list's end when null). Ids, not indexes: an upload takes a while and the design
 * may change meanwhile.
 */
export type ImageDropTarget =
  | { kind: 'replace'; id: string }
  | { kind: 'insert'; parentId: string | null; column: number; beforeId: string | null };

/** A block on the canvas and its vertical extent, in the drop area's coordinates. */
export interface CanvasBlock {
  id: string;
  type: ElementType;
  top: number;
  bottom: number;
}

/** A list of blocks on the canvas (the top level or a column) and its box. */
export interface CanvasList {
  parentId: string | null;
  column: number;
  top: number;
  bottom: number;
  left: number;
  width: number;
  blocks: readonly CanvasBlock[];
}

/**
 * A target and where to draw it: the replaced block's box, or a line (height 0) at the gap, across
 * its list.
 */
export interface LocatedImageDropTarget {
  target: ImageDropTarget;
  top: number;
  height: number;
  left: number;
  width: number;
}

const contains = (list: CanvasList, x: number, y: number) =>
  y >= list.top && y <= list.bottom && x >= list.left && x <= list.left + list.width;

/**
 * The target of a drop at (`x`, `y`), in the column it is over, else in the top-level list: on an
 * image block, that image; on another block, the gap above or below it, whichever half `y` is in;
 * between blocks, that gap; below them, the end. Undefined when there is no list (an empty email).
 */
export function imageDropTargetAt(
  lists: readonly CanvasList[],
  x: number,
  y: number,
): LocatedImageDropTarget | undefined {
  const list =
    lists.find((candidate) => candidate.parentId !== null && contains(candidate, x, y)) ??
    lists.find((candidate) => candidate.parentId === null);
  if (!list) return undefined;
  const { blocks, left, width } = list;
  for (const [index, block] of blocks.entries()) {
    if (y < block.top) return gapBefore(list, index);
    if (y > block.bottom) continue;
    if (block.type === 'image') {
      const height = block.bottom - block.top;
      return { target: { kind: 'replace', id: block.id }, top: block.top, height, left, width };
    }
    return gapBefore(list, y < (block.top + block.bottom) / 2 ? index : index + 1);
  }
  return gapBefore(list, blocks.length);
}

/** The gap before `list.blocks[index]` (after the last block when index is their count). */
function gapBefore(list: CanvasList, index: number): LocatedImageDropTarget {
  const previous = list.blocks[index - 1];
  const next = list.blocks[index];
  const top =
    previous && next
      ? (previous.bottom + next.top) / 2
      : (next?.top ?? previous?.bottom ?? list.top);
  const { parentId, column, left, width } = list;
  return {
    target: { kind: 'insert', parentId, column, beforeId: next?.id ?? null },
    top,
    height: 0,
    left,
    width,
  };
}

/**
 * Where the next of several files dropped together goes: right after the previous one. Inserting
 * before the same block keeps them in order; after a replaced image, before the block under it in
 * its list.
 */
export function followingTarget(
  target: ImageDropTarget,
  lists: readonly CanvasList[],
): ImageDropTarget {
  if (target.kind === 'insert') return target;
  for (const { parentId, column, blocks } of lists) {
    const index = blocks.findIndex((block) => block.id === target.id);
    if (index >= 0)
      return { kind: 'insert', parentId, column, beforeId: blocks[index + 1]?.id ?? null };
  }
  return { kind: 'insert', parentId: null, column: 0, beforeId: null };
}

/** The list a target inserts into, if it is still there. */
function listOf(
  elements: readonly DesignElement[],
  parentId: string | null,
  column: number,
): readonly DesignElement[] | undefined {
  if (parentId === null) return elements;
  return findElement(elements, parentId)?.columns?.[column]?.elements;
}

/**
 * The design with an uploaded image's URL at its target, and the id of the block that shows it. An
 * image dropped on has its source replaced (its alt text, link and size stay); a new block takes
 * the image defaults. A target gone during the upload (the image or the column removed) falls back
 * to the end of the email; a block gone before which it went, to the end of its list.
 */
export function placeDroppedImage(
  design: Design,
  target: ImageDropTarget,
  url: string,
): { design: Design; id: string } {
  if (target.kind === 'replace' && findElement(design.elements, target.id)?.type === 'image') {
    const elements = updateElement(design.elements, target.id, (element) => ({
      ...element,
      content: url,
    }));
    return { design: { ...design, elements }, id: target.id };
  }
  const image = { ...createElement('image'), content: url };
  let place = { parentId: null as string | null, column: 0, index: design.elements.length };
  const list =
    target.kind === 'insert' ? listOf(design.elements, target.parentId, target.column) : undefined;
  if (target.kind === 'insert' && list) {
    const before = list.findIndex((element) => element.id === target.beforeId);
    place = {
      parentId: target.parentId,
      column: target.column,
      index: before < 0 ? list.length : before,
    };
  }
  return {
    design: { ...design, elements: insertElement(design.elements, image, place) },
    id: image.id,
  };
}

import { createElement } from '../../core/createElement';
import { findElement, insertElement, updateElement } from '../../core/designTree';
import type { Design, ElementType } from '../../core/schema';

/** The image types the canvas uploads: the ones every mail client shows (no SVG, no AVIF). */
export const UPLOADABLE_IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/gif', 'image/webp'];

/** Whether the canvas uploads this file (by its declared type; the host checks the content). */
export const isUploadableImage = (file: Pick<File, 'type'>) =>
  UPLOADABLE_IMAGE_TYPES.includes(file.type);

/**
 * Where a dropped image goes: into the image block it was dropped on, or as a new image block
 * before the block `beforeId` (at the end when null). Ids, not indexes: an upload takes a while and
 * the design may change meanwhile.
 */
export type ImageDropTarget =
  { kind: 'replace'; id: string } | { kind: 'insert'; beforeId: string | null };

/** A top-level block on the canvas and its vertical extent, in the drop area's coordinates. */
export interface CanvasBlock {
  id: string;
  type: ElementType;
  top: number;
  bottom: number;
}

/** A target and where to draw it: the replaced block's box, or a line (height 0) at the gap. */
export interface LocatedImageDropTarget {
  target: ImageDropTarget;
  top: number;
  height: number;
}

/**
 * The target of a drop at height `y`: on an image block, that image; on another block, the gap
 * above or below it, whichever half `y` is in; between blocks, that gap; elsewhere, the end.
 */
export function imageDropTargetAt(
  blocks: readonly CanvasBlock[],
  y: number,
): LocatedImageDropTarget {
  for (const [index, block] of blocks.entries()) {
    if (y < block.top) return gapBefore(blocks, index);
    if (y > block.bottom) continue;
    if (block.type === 'image') {
      return {
        target: { kind: 'replace', id: block.id },
        top: block.top,
        height: block.bottom - block.top,
      };
    }
    return gapBefore(blocks, y < (block.top + block.bottom) / 2 ? index : index + 1);
  }
  return gapBefore(blocks, blocks.length);
}

/** The gap before `blocks[index]` (after the last block when index is the length). */
function gapBefore(blocks: readonly CanvasBlock[], index: number): LocatedImageDropTarget {
  const previous = blocks[index - 1];
  const next = blocks[index];
  const top =
    previous && next ? (previous.bottom + next.top) / 2 : (next?.top ?? previous?.bottom ?? 0);
  return { target: { kind: 'insert', beforeId: next?.id ?? null }, top, height: 0 };
}

/**
 * Where the next of several files dropped together goes: right after the previous one. Inserting
 * before the same block keeps them in order; after a replaced image, before the block under it.
 */
export function followingTarget(
  target: ImageDropTarget,
  blocks: readonly Pick<CanvasBlock, 'id'>[],
): ImageDropTarget {
  if (target.kind === 'insert') return target;
  const index = blocks.findIndex((block) => block.id === target.id);
  return { kind: 'insert', beforeId: index < 0 ? null : (blocks[index + 1]?.id ?? null) };
}

/**
 * The design with an uploaded image's URL at its target, and the id of the block that shows it. An
 * image dropped on has its source replaced (its alt text, link and size stay); a new block takes
 * the image defaults. A target removed during the upload falls back to the end of the email.
 */
export function placeDroppedImage(
  design: Design,
  target: ImageDropTarget,
  url: string,
): { design: Design; id: string } {
  if (target.kind === 'replace' && findElement(design.elements, target.id)?.type === 'image') {
    return {
      design: {
        ...design,
        elements: updateElement(design.elements, target.id, (element) => ({
          ...element,
          content: url,
        })),
      },
      id: target.id,
    };
  }
  const image = { ...createElement('image'), content: url };
  const before =
    target.kind === 'insert' && target.beforeId !== null
      ? design.elements.findIndex((element) => element.id === target.beforeId)
      : -1;
  const index = before < 0 ? design.elements.length : before;
  return {
    design: {
      ...design,
      elements: insertElement(design.elements, image, { parentId: null, column: 0, index }),
    },
    id: image.id,
  };
}

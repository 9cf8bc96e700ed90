import { describe, expect, it } from 'vitest';
import { createElement } from '../../core/createElement';
import { defaultDesign } from '../../core/defaults';
import type { Design } from '../../core/schema';
import {
  followingTarget,
  imageDropTargetAt,
  isUploadableImage,
  placeDroppedImage,
  type CanvasBlock,
} from './ImageDropTarget';

// A header (0-40), an image (50-150) and a text (160-200), 10 px apart.
const blocks: CanvasBlock[] = [
  { id: 'header-1', type: 'header', top: 0, bottom: 40 },
  { id: 'image-1', type: 'image', top: 50, bottom: 150 },
  { id: 'text-1', type: 'text', top: 160, bottom: 200 },
];

const design: Design = {
  ...defaultDesign,
  elements: [
    { id: 'header-1', type: 'header', content: 'Hello', settings: {} },
    {
      id: 'image-1',
      type: 'image',
      content: 'https://example.com/old.png',
      settings: { altText: 'Our shop', url: 'https://example.com' },
    },
    { id: 'text-1', type: 'text', content: 'Words', settings: {} },
  ],
};

describe('isUploadableImage', () => {
  it('takes PNG, JPEG, GIF and WebP, and nothing else', () => {
    for (const type of ['image/png', 'image/jpeg', 'image/gif', 'image/webp']) {
      expect(isUploadableImage({ type })).toBe(true);
    }
    for (const type of ['image/svg+xml', 'image/avif', 'application/pdf', 'text/plain', '']) {
      expect(isUploadableImage({ type })).toBe(false);
    }
  });
});

describe('imageDropTargetAt', () => {
  it('replaces the image dropped on, drawn over its box', () => {
    expect(imageDropTargetAt(blocks, 100)).toEqual({
      target: { kind: 'replace', id: 'image-1' },
      top: 50,
      height: 100,
    });
  });

  it('inserts above or below another block by the half dropped on', () => {
    expect(imageDropTargetAt(blocks, 10).target).toEqual({ kind: 'insert', beforeId: 'header-1' });
    expect(imageDropTargetAt(blocks, 30)).toEqual({
      target: { kind: 'insert', beforeId: 'image-1' },
      top: 45,
      height: 0,
    });
    expect(imageDropTargetAt(blocks, 190)).toEqual({
      target: { kind: 'insert', beforeId: null },
      top: 200,
      height: 0,
    });
  });

  it('inserts into the gap dropped in, before the first block, or at the end', () => {
    expect(imageDropTargetAt(blocks, 155)).toEqual({
      target: { kind: 'insert', beforeId: 'text-1' },
      top: 155,
      height: 0,
    });
    expect(imageDropTargetAt(blocks, -5).target).toEqual({ kind: 'insert', beforeId: 'header-1' });
    expect(imageDropTargetAt(blocks, 400).target).toEqual({ kind: 'insert', beforeId: null });
  });

  it('puts a drop on an empty canvas at the end', () => {
    expect(imageDropTargetAt([], 80)).toEqual({
      target: { kind: 'insert', beforeId: null },
      top: 0,
      height: 0,
    });
  });
});

describe('followingTarget', () => {
  it('keeps an insertion point, so files dropped together stay in order', () => {
    const target = { kind: 'insert', beforeId: 'text-1' } as const;
    expect(followingTarget(target, blocks)).toBe(target);
  });

  it('puts the files after a replaced image below it', () => {
    expect(followingTarget({ kind: 'replace', id: 'image-1' }, blocks)).toEqual({
      kind: 'insert',
      beforeId: 'text-1',
    });
    expect(followingTarget({ kind: 'replace', id: 'text-1' }, blocks)).toEqual({
      kind: 'insert',
      beforeId: null,
    });
  });
});

describe('placeDroppedImage', () => {
  const url = 'https://cdn.example.com/uploads/new.png';

  it('replaces the source of the image dropped on and keeps its other settings', () => {
    const placed = placeDroppedImage(design, { kind: 'replace', id: 'image-1' }, url);
    expect(placed.id).toBe('image-1');
    expect(placed.design.elements[1]).toEqual({ ...design.elements[1], content: url });
    expect(placed.design.elements).toHaveLength(3);
    expect(design.elements[1]?.content).toBe('https://example.com/old.png');
  });

  it('inserts a new image block before the block named, or at the end', () => {
    const before = placeDroppedImage(design, { kind: 'insert', beforeId: 'image-1' }, url);
    expect(before.design.elements.map((element) => element.id)).toEqual([
      'header-1',
      before.id,
      'image-1',
      'text-1',
    ]);
    expect(before.design.elements[1]).toMatchObject({
      type: 'image',
      content: url,
      settings: createElement('image').settings,
    });
    const end = placeDroppedImage(design, { kind: 'insert', beforeId: null }, url);
    expect(end.design.elements.at(-1)).toMatchObject({ id: end.id, type: 'image', content: url });
  });

  it('appends when the target went away during the upload', () => {
    const gone = placeDroppedImage(design, { kind: 'replace', id: 'image-9' }, url);
    expect(gone.design.elements).toHaveLength(4);
    expect(gone.design.elements.at(-1)).toMatchObject({ id: gone.id, content: url });
    // A block that is no longer an image is not turned into one.
    const text = placeDroppedImage(design, { kind: 'replace', id: 'text-1' }, url);
    expect(text.design.elements.find((element) => element.id === 'text-1')?.content).toBe('Words');
    const moved = placeDroppedImage(design, { kind: 'insert', beforeId: 'gone-1' }, url);
    expect(moved.design.elements.at(-1)?.id).toBe(moved.id);
  });
});

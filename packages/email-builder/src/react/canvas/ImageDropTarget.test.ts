import { describe, expect, it } from 'vitest';
import { createElement } from '../../core/createElement';
import { defaultDesign } from '../../core/defaults';
import type { Design } from '../../core/schema';
import {
  followingTarget,
  imageDropTargetAt,
  isUploadableImage,
  placeDroppedImage,
  type CanvasList,
} from './ImageDropTarget';

// The top level, 0-300 wide: a header (0-40), an image (50-150), a text (160-200) and a columns
// block (210-300) whose first column (x 0-150) holds an image (220-260) and whose second (x 150-300)
// is empty.
const lists: CanvasList[] = [
  {
    parentId: null,
    column: 0,
    top: 0,
    bottom: 300,
    left: 0,
    width: 300,
    blocks: [
      { id: 'header-1', type: 'header', top: 0, bottom: 40 },
      { id: 'image-1', type: 'image', top: 50, bottom: 150 },
      { id: 'text-1', type: 'text', top: 160, bottom: 200 },
      { id: 'columns-1', type: 'columns', top: 210, bottom: 300 },
    ],
  },
  {
    parentId: 'columns-1',
    column: 0,
    top: 215,
    bottom: 295,
    left: 0,
    width: 150,
    blocks: [{ id: 'image-2', type: 'image', top: 220, bottom: 260 }],
  },
  {
    parentId: 'columns-1',
    column: 1,
    top: 215,
    bottom: 295,
    left: 150,
    width: 150,
    blocks: [],
  },
];

const top = (beforeId: string | null) =>
  ({ kind: 'insert', parentId: null, column: 0, beforeId }) as const;

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
    {
      id: 'columns-1',
      type: 'columns',
      content: '',
      settings: { layout: '50/50' },
      columns: [
        { elements: [{ id: 'image-2', type: 'image', content: '', settings: {} }] },
        { elements: [] },
      ],
    },
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
    expect(imageDropTargetAt(lists, 100, 100)).toEqual({
      target: { kind: 'replace', id: 'image-1' },
      top: 50,
      height: 100,
      left: 0,
      width: 300,
    });
  });

  it('inserts above or below another block by the half dropped on', () => {
    expect(imageDropTargetAt(lists, 100, 10)?.target).toEqual(top('header-1'));
    expect(imageDropTargetAt(lists, 100, 30)).toMatchObject({ target: top('image-1'), top: 45 });
    expect(imageDropTargetAt(lists, 100, 190)).toMatchObject({ target: top('columns-1') });
  });

  it('inserts into the gap dropped in, before the first block, or at the end', () => {
    expect(imageDropTargetAt(lists, 100, 155)).toEqual({
      target: top('text-1'),
      top: 155,
      height: 0,
      left: 0,
      width: 300,
    });
    expect(imageDropTargetAt(lists, 100, -5)?.target).toEqual(top('header-1'));
    expect(imageDropTargetAt(lists, 100, 400)).toMatchObject({ target: top(null), top: 300 });
  });

  it('works inside the column the drop is over', () => {
    expect(imageDropTargetAt(lists, 50, 240)).toEqual({
      target: { kind: 'replace', id: 'image-2' },
      top: 220,
      height: 40,
      left: 0,
      width: 150,
    });
    expect(imageDropTargetAt(lists, 50, 280)?.target).toEqual({
      kind: 'insert',
      parentId: 'columns-1',
      column: 0,
      beforeId: null,
    });
    // An empty column: its first block, the line at its top.
    expect(imageDropTargetAt(lists, 200, 250)).toEqual({
      target: { kind: 'insert', parentId: 'columns-1', column: 1, beforeId: null },
      top: 215,
      height: 0,
      left: 150,
      width: 150,
    });
    // On the columns block but outside its columns: above or below it.
    expect(imageDropTargetAt(lists, 100, 212)?.target).toEqual(top('columns-1'));
  });

  it('has no target without a list (an empty email)', () => {
    expect(imageDropTargetAt([], 10, 80)).toBeUndefined();
  });
});

describe('followingTarget', () => {
  it('keeps an insertion point, so files dropped together stay in order', () => {
    const target = top('text-1');
    expect(followingTarget(target, lists)).toBe(target);
  });

  it('puts the files after a replaced image below it, in its list', () => {
    expect(followingTarget({ kind: 'replace', id: 'image-1' }, lists)).toEqual(top('text-1'));
    expect(followingTarget({ kind: 'replace', id: 'image-2' }, lists)).toEqual({
      kind: 'insert',
      parentId: 'columns-1',
      column: 0,
      beforeId: null,
    });
    expect(followingTarget({ kind: 'replace', id: 'gone-1' }, lists)).toEqual(top(null));
  });
});

describe('placeDroppedImage', () => {
  const url = 'https://cdn.example.com/uploads/new.png';
  const ids = (elements: Design['elements'] | undefined) => elements?.map((element) => element.id);

  it('replaces the source of the image dropped on and keeps its other settings', () => {
    const placed = placeDroppedImage(design, { kind: 'replace', id: 'image-1' }, url);
    expect(placed.id).toBe('image-1');
    expect(placed.design.elements[1]).toEqual({ ...design.elements[1], content: url });
    expect(placed.design.elements).toHaveLength(4);
    expect(design.elements[1]?.content).toBe('https://example.com/old.png');
    const nested = placeDroppedImage(design, { kind: 'replace', id: 'image-2' }, url);
    expect(nested.design.elements[3]?.columns?.[0]?.elements[0]?.content).toBe(url);
  });

  it('inserts a new image block before the block named, or at the end of its list', () => {
    const before = placeDroppedImage(design, top('image-1'), url);
    expect(ids(before.design.elements)).toEqual([
      'header-1',
      before.id,
      'image-1',
      'text-1',
      'columns-1',
    ]);
    expect(before.design.elements[1]).toMatchObject({
      type: 'image',
      content: url,
      settings: createElement('image').settings,
    });
    const end = placeDroppedImage(design, top(null), url);
    expect(end.design.elements.at(-1)).toMatchObject({ id: end.id, type: 'image', content: url });
  });

  it('inserts into a column', () => {
    const target = { kind: 'insert', parentId: 'columns-1', column: 1, beforeId: null } as const;
    const placed = placeDroppedImage(design, target, url);
    expect(ids(placed.design.elements[3]?.columns?.[1]?.elements)).toEqual([placed.id]);
    expect(placed.design.elements).toHaveLength(4);
  });

  it('falls back when the target went away during the upload', () => {
    const gone = placeDroppedImage(design, { kind: 'replace', id: 'image-9' }, url);
    expect(gone.design.elements).toHaveLength(5);
    expect(gone.design.elements.at(-1)).toMatchObject({ id: gone.id, content: url });
    // A block that is no longer an image is not turned into one.
    const text = placeDroppedImage(design, { kind: 'replace', id: 'text-1' }, url);
    expect(text.design.elements.find((element) => element.id === 'text-1')?.content).toBe('Words');
    // The block it went before is gone: the end of its list; its column is gone: the end.
    const moved = placeDroppedImage(
      design,
      { kind: 'insert', parentId: 'columns-1', column: 0, beforeId: 'gone-1' },
      url,
    );
    expect(ids(moved.design.elements[3]?.columns?.[0]?.elements)).toEqual(['image-2', moved.id]);
    const noColumn = placeDroppedImage(
      design,
      { kind: 'insert', parentId: 'columns-1', column: 5, beforeId: null },
      url,
    );
    expect(noColumn.design.elements.at(-1)?.id).toBe(noColumn.id);
  });
});

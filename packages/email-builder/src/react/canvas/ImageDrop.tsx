import {
  useLayoutEffect,
  useRef,
  useState,
  type DragEvent as ReactDragEvent,
  type ReactNode,
} from 'react';
import { isFileDropItem, useDrop, type DropItem, type FileDropItem } from 'react-aria-components';
import { Button, SpinnerGlyph, visuallyHidden } from '@crm/ui';
import type { DesignElement } from '../../core/schema';
import { useMessages } from '../messages';
import * as styles from './ImageDrop.css';
import {
  followingTarget,
  imageDropTargetAt,
  isUploadableImage,
  UPLOADABLE_IMAGE_TYPES,
  type CanvasList,
  type ImageDropTarget,
  type LocatedImageDropTarget,
} from './ImageDropTarget';

export interface ImageDropProps {
  /** The elements on the canvas, in order: the blocks (in columns too) a drop lands between or on. */
  elements: readonly DesignElement[];
  /**
   * Uploads a dropped image and resolves to its URL; a rejection's message is shown. Without it the
   * canvas takes no files.
   * @default undefined
   */
  onUploadImage?: (file: File) => Promise<string>;
  /** Puts an uploaded image's URL at the place it was dropped (one undo step per image). */
  onImageUploaded: (url: string, target: ImageDropTarget) => void;
  /** The canvas. */
  children: ReactNode;
}

/** What a drag over the canvas carries: images to upload, only other files, or no files. */
type DragKind = 'images' | 'files' | 'none';

/** Where something is drawn over the canvas, in the drop area's coordinates. */
interface Box {
  top: number;
  height: number;
  left: number;
  width: number;
}

interface Job {
  file: File;
  target: ImageDropTarget;
}

/**
 * The canvas's lists measured from the DOM: the top-level list (the first) and the column lists in
 * each columns element's item. A list's items are its elements in order (dnd-kit's transforms only
 * apply while a block is dragged, never during a file drag); where they disagree (an empty column's
 * placeholder, mid-render), the list has no blocks and a drop goes to its end.
 */
function measure(area: HTMLElement, elements: readonly DesignElement[]): CanvasList[] {
  const origin = area.getBoundingClientRect();
  const box = (node: Element) => {
    const rect = node.getBoundingClientRect();
    return {
      top: rect.top - origin.top,
      bottom: rect.bottom - origin.top,
      left: rect.left - origin.left,
      width: rect.width,
    };
  };
  const itemsOf = (list: Element, of: readonly DesignElement[]) =>
    list.children.length === of.length ? [...list.children] : [];
  const topList = area.querySelector('ul');
  if (!topList) return [];
  const items = itemsOf(topList, elements);
  const lists: CanvasList[] = [];
  const add = (
    list: Element,
    parentId: string | null,
    column: number,
    of: readonly DesignElement[],
  ) =>
    lists.push({
      parentId,
      column,
      ...box(list),
      blocks: itemsOf(list, of).map((item, index) => ({
        id: of[index]!.id,
        type: of[index]!.type,
        ...box(item),
      })),
    });
  add(topList, null, 0, elements);
  for (const [index, item] of items.entries()) {
    const element = elements[index]!;
    const columnLists = item.querySelectorAll('ul');
    if (!element.columns || columnLists.length !== element.columns.length) continue;
    for (const [column, list] of columnLists.entries()) {
      add(list, element.id, column, element.columns[column]!.elements);
    }
  }
  return lists;
}

/** Where a target is on the canvas now (the design may have changed since the drop). */
function locate(area: HTMLElement, elements: readonly DesignElement[], target: ImageDropTarget) {
  const lists = measure(area, elements);
  const list =
    (target.kind === 'insert' &&
      lists.find(
        ({ parentId, column }) => parentId === target.parentId && column === target.column,
      )) ||
    lists[0];
  if (!list) return { top: 0, height: 0, left: 0, width: area.clientWidth };
  const { left, width } = list;
  if (target.kind === 'replace') {
    const block = lists.flatMap(({ blocks }) => blocks).find(({ id }) => id === target.id);
    if (block) return { top: block.top, height: block.bottom - block.top, left, width };
  }
  const before =
    target.kind === 'insert' ? list.blocks.find(({ id }) => id === target.beforeId) : undefined;
  return { top: before?.top ?? list.blocks.at(-1)?.bottom ?? list.top, height: 0, left, width };
}

/**
 * Drop image files on the canvas to upload them (issue 17): a drop on an image block replaces its
 * source, anywhere else inserts a new image block at that place, in the column it is over if any
 * (at the end below the last block).
 * Several files are uploaded one after another, in order, each placed after the one before; files
 * dropped during an upload wait their turn. Other files are refused with a message naming them.
 *
 * Built on react-aria's `useDrop` without its drop button: the canvas adds no tab stop (keyboard
 * users have 'Upload image' in an image's settings) and leaves dnd-kit's pointer dragging of blocks
 * alone, since file drags are native drag events and block drags are pointer events.
 */
export function ImageDrop({ elements, onUploadImage, onImageUploaded, children }: ImageDropProps) {
  const t = useMessages();
  const area = useRef<HTMLDivElement>(null);
  const [hover, setHover] = useState<LocatedImageDropTarget | null>(null);
  const [uploading, setUploading] = useState<{ job: Job; position: number; count: number } | null>(
    null,
  );
  const [placeholder, setPlaceholder] = useState<Box | null>(null);
  const [notices, setNotices] = useState<readonly string[]>([]);
  const [announcement, setAnnouncement] = useState('');
  const [isRefused, setRefused] = useState(false);
  const dragKind = useRef<DragKind>('none');
  const droppedFiles = useRef<File[] | null>(null);
  const queue = useRef<{ jobs: Job[]; done: number; count: number; running: boolean }>({
    jobs: [],
    done: 0,
    count: 0,
    running: false,
  });

  // The upload finishes after renders that may bring new props: use the latest ones then.
  const latest = useRef({ elements, onUploadImage, onImageUploaded, t });
  useLayoutEffect(() => {
    latest.current = { elements, onUploadImage, onImageUploaded, t };
  });
  // An empty email has no list: its first block goes anywhere on the canvas.
  const targetAt = (x: number, y: number) => {
    if (!area.current) return null;
    const lists = measure(area.current, elements);
    const located = imageDropTargetAt(lists, x, y) ?? {
      target: { kind: 'insert', parentId: null, column: 0, beforeId: null },
      top: 0,
      height: 0,
      left: 0,
      width: area.current.clientWidth,
    };
    return { ...located, lists };
  };

  // Uploads go on when the canvas unmounts (the builder's Preview tab): the builder still places
  // the images, so none that was dropped is lost; this component's own state then goes nowhere.
  const run = async () => {
    const state = queue.current;
    if (state.running) return;
    state.running = true;
    for (let job = state.jobs.shift(); job; job = state.jobs.shift()) {
      const { onUploadImage: upload, onImageUploaded: place, t: text } = latest.current;
      state.done += 1;
      setUploading({ job, position: state.done, count: state.count });
      setAnnouncement(text.uploadingImage(state.done, state.count));
      if (!upload) continue;
      try {
        const url = await upload(job.file);
        place(url, job.target);
        setAnnouncement(job.target.kind === 'replace' ? text.imageReplaced : text.imageAdded);
      } catch (error) {
        const reason = error instanceof Error ? error.message : String(error);
        setNotices((shown) => [...shown, text.uploadFailed(reason)]);
        setAnnouncement('');
      }
    }
    Object.assign(state, { done: 0, count: 0, running: false });
    setUploading(null);
  };

  const drop = async (x: number, y: number, items: readonly DropItem[]) => {
    const files =
      droppedFiles.current ??
      (await Promise.all(
        items
          .filter((item): item is FileDropItem => isFileDropItem(item))
          .map((item) => item.getFile()),
      ));
    droppedFiles.current = null;
    const images = files.filter(isUploadableImage);
    const refused = files.filter((file) => !isUploadableImage(file));
    setNotices(refused.length > 0 ? [t.notAnImage(refused.map((file) => file.name))] : []);
    const located = targetAt(x, y);
    if (images.length === 0 || !located) return;
    const next = followingTarget(located.target, located.lists);
    queue.current.jobs.push(
      ...images.map((file, index) => ({ file, target: index === 0 ? located.target : next })),
    );
    queue.current.count += images.length;
    void run();
  };

  const { dropProps, isDropTarget } = useDrop({
    ref: area,
    isDisabled: !onUploadImage,
    getDropOperation: (types) => {
      if (dragKind.current === 'files' && types.has(UPLOADABLE_IMAGE_TYPES)) {
        dragKind.current = 'images';
      }
      return dragKind.current === 'none' ? 'cancel' : 'copy';
    },
    onDropEnter: ({ x, y }) => {
      setRefused(dragKind.current === 'files');
      setHover(dragKind.current === 'images' ? targetAt(x, y) : null);
    },
    onDropMove: ({ x, y }) => {
      if (dragKind.current === 'images') setHover(targetAt(x, y));
    },
    onDropExit: () => {
      setRefused(false);
      setHover(null);
    },
    onDrop: ({ x, y, items }) => void drop(x, y, items),
  });

  // The placeholder follows its target while the canvas scrolls or the design changes under it.
  const job = uploading?.job;
  useLayoutEffect(() => {
    const node = area.current;
    if (!node || !job) {
      setPlaceholder(null);
      return;
    }
    const place = () => setPlaceholder(locate(node, latest.current.elements, job.target));
    place();
    node.addEventListener('scroll', place, { capture: true, passive: true });
    return () => node.removeEventListener('scroll', place, { capture: true });
  }, [job, elements]);

  const isReplacing = hover?.target.kind === 'replace';

  return (
    <div
      {...dropProps}
      ref={area}
      className={styles.area}
      // Which files a drag carries is only readable on the native event, before react-aria's
      // handler asks what to do with it.
      onDragEnter={(event: ReactDragEvent<HTMLDivElement>) => {
        if (event.dataTransfer.types.includes('Files')) dragKind.current = 'files';
        else dragKind.current = 'none';
        dropProps.onDragEnter?.(event);
      }}
      // react-aria reads dropped files through webkitGetAsEntry, which is null for files that are
      // not on disk (an image dragged out of another web page, a DataTransfer built by a script):
      // take them from the native drop's file list instead.
      onDrop={(event: ReactDragEvent<HTMLDivElement>) => {
        droppedFiles.current = [...event.dataTransfer.files];
        dropProps.onDrop?.(event);
      }}
      // Blocks move by their handles (dnd-kit, pointer events). A native drag of a block's image
      // would carry it as a file and drop a copy of it back in as a new upload: none starts here.
      onDragStartCapture={(event) => event.preventDefault()}
    >
      <div role="alert" className={styles.notices}>
        {notices.length > 0 && (
          <div className={styles.notice}>
            <ul className={styles.noticeList}>
              {notices.map((notice, index) => (
                <li key={index}>{notice}</li>
              ))}
            </ul>
            <Button variant="ghost" size="sm" onPress={() => setNotices([])}>
              {t.dismiss}
            </Button>
          </div>
        )}
      </div>
      {children}
      <div className={visuallyHidden} role="status">
        {announcement}
      </div>
      <div
        className={styles.overlay}
        data-drop-target={isDropTarget || undefined}
        data-refused={(isDropTarget && isRefused) || undefined}
        aria-hidden="true"
      >
        {isDropTarget && isRefused && (
          <span className={`${styles.hint} ${styles.hintAtTop}`}>{t.dropImagesOnly}</span>
        )}
        {isDropTarget && hover && (
          <>
            <span
              className={styles.indicator}
              data-replace={isReplacing || undefined}
              style={{ top: hover.top, height: hover.height, left: hover.left, width: hover.width }}
            />
            <span
              className={styles.hint}
              // Centred on the line (a column's too), but never cut off by the canvas's edges (an
              // empty one: the line is at 0; a narrow one: the column is at the side).
              style={{
                top: Math.max(
                  isReplacing ? hover.top + hover.height / 2 : hover.top,
                  styles.PLACEHOLDER_HALF_HEIGHT,
                ),
                left: `clamp(${styles.HINT_HALF_WIDTH}px, ${hover.left + hover.width / 2}px, calc(100% - ${styles.HINT_HALF_WIDTH}px))`,
              }}
            >
              {isReplacing ? t.dropImageToReplace : t.dropImageToAdd}
            </span>
          </>
        )}
        {uploading && placeholder && (
          <span
            className={styles.placeholder}
            data-replace={placeholder.height > 0 || undefined}
            style={
              placeholder.height > 0
                ? placeholder
                : { ...placeholder, top: Math.max(placeholder.top, styles.PLACEHOLDER_HALF_HEIGHT) }
            }
          >
            <SpinnerGlyph size="sm" />
            {t.uploadingImage(uploading.position, uploading.count)}
          </span>
        )}
      </div>
    </div>
  );
}

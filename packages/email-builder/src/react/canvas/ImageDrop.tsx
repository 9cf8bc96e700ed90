import {
  useLayoutEffect,
  useRef,
  useState,
  type DragEvent as ReactDragEvent,
  type ReactNode,
} from 'react';
import { isFileDropItem, useDrop, type DropItem, type FileDropItem } from 'react-aria-components';
import { Button, SpinnerGlyph } from '@crm/ui';
import type { DesignElement } from '../../core/schema';
import { useMessages } from '../messages';
import { visuallyHidden } from './canvas.css';
import * as styles from './ImageDrop.css';
import {
  followingTarget,
  imageDropTargetAt,
  isUploadableImage,
  UPLOADABLE_IMAGE_TYPES,
  type CanvasBlock,
  type ImageDropTarget,
  type LocatedImageDropTarget,
} from './ImageDropTarget';

export interface ImageDropProps {
  /** The top-level elements on the canvas, in order: the blocks a drop lands between or on. */
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
 * The canvas's blocks measured from the DOM. The top-level list's items are the design's top-level
 * elements in order (dnd-kit's transforms only apply while a block is dragged, never during a file
 * drag); when they disagree (mid-render), no blocks: the drop goes to the end.
 */
function measure(area: HTMLElement, elements: readonly DesignElement[]) {
  const origin = area.getBoundingClientRect();
  const list = area.querySelector('ul');
  const frame = (list ?? area).getBoundingClientRect();
  const items = list ? [...list.children] : [];
  const blocks: CanvasBlock[] =
    items.length === elements.length
      ? items.map((item, index) => {
          const rect = item.getBoundingClientRect();
          const element = elements[index]!;
          return {
            id: element.id,
            type: element.type,
            top: rect.top - origin.top,
            bottom: rect.bottom - origin.top,
          };
        })
      : [];
  return { blocks, left: frame.left - origin.left, width: frame.width };
}

/** Where a target is on the canvas now (the design may have changed since the drop). */
function locate(area: HTMLElement, elements: readonly DesignElement[], target: ImageDropTarget) {
  const { blocks, left, width } = measure(area, elements);
  let top = blocks.at(-1)?.bottom ?? 0;
  let height = 0;
  if (target.kind === 'replace') {
    const block = blocks.find((candidate) => candidate.id === target.id);
    if (block) {
      top = block.top;
      height = block.bottom - block.top;
    }
  } else if (target.beforeId !== null) {
    top = blocks.find((candidate) => candidate.id === target.beforeId)?.top ?? top;
  }
  return { top, height, left, width };
}

/**
 * Drop image files on the canvas to upload them (issue 17): a drop on an image block replaces its
 * source, anywhere else inserts a new image block at that place (at the end below the last block).
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
  const [hover, setHover] = useState<(LocatedImageDropTarget & Pick<Box, 'left' | 'width'>) | null>(
    null,
  );
  const [uploading, setUploading] = useState<{ job: Job; position: number; count: number } | null>(
    null,
  );
  const [placeholder, setPlaceholder] = useState<Box | null>(null);
  const [notices, setNotices] = useState<readonly string[]>([]);
  const [announcement, setAnnouncement] = useState('');
  const [isRefused, setRefused] = useState(false);
  const dragKind = useRef<DragKind>('none');
  const dragFromInside = useRef(false);
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
  const targetAt = (y: number) => {
    if (!area.current) return null;
    const { blocks, left, width } = measure(area.current, elements);
    return { ...imageDropTargetAt(blocks, y), left, width, blocks };
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

  const drop = async (y: number, items: readonly DropItem[]) => {
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
    const located = targetAt(y);
    if (images.length === 0 || !located) return;
    const next = followingTarget(located.target, located.blocks);
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
      if (dragFromInside.current) dragKind.current = 'none';
      else if (dragKind.current === 'files' && types.has(UPLOADABLE_IMAGE_TYPES)) {
        dragKind.current = 'images';
      }
      return dragKind.current === 'none' ? 'cancel' : 'copy';
    },
    onDropEnter: ({ y }) => {
      setRefused(dragKind.current === 'files');
      setHover(dragKind.current === 'images' ? targetAt(y) : null);
    },
    onDropMove: ({ y }) => {
      if (dragKind.current === 'images') setHover(targetAt(y));
    },
    onDropExit: () => {
      setRefused(false);
      setHover(null);
    },
    onDrop: ({ y, items }) => void drop(y, items),
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
      // An image dragged out of the canvas itself is not a new file to upload.
      onDragStartCapture={() => (dragFromInside.current = true)}
      onDragEndCapture={() => (dragFromInside.current = false)}
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
              // Centred on the line, but never cut off above the canvas (an empty one: the line is at 0).
              style={{
                top: Math.max(
                  isReplacing ? hover.top + hover.height / 2 : hover.top,
                  styles.PLACEHOLDER_HALF_HEIGHT,
                ),
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

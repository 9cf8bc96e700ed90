import { useEffect, useRef, type PointerEvent } from 'react';
import {
  Button,
  Text,
  UNSTABLE_Toast as RACToast,
  UNSTABLE_ToastContent as RACToastContent,
  UNSTABLE_ToastList as RACToastList,
  UNSTABLE_ToastQueue as RACToastQueue,
  UNSTABLE_ToastRegion as RACToastRegion,
  type QueuedToast,
} from 'react-aria-components';
import { setElementVars } from '@vanilla-extract/dynamic';
import { XIcon } from '../Icon/Icon';
import * as styles from './Toast.css';

/** The looks a toast comes in; errors use `destructive`. */
export const toastVariants = ['default', 'success', 'info', 'destructive'] as const;
export type ToastVariant = (typeof toastVariants)[number];

/** Spec 9: how long a toast stays, in milliseconds. */
export const TOAST_TIMEOUT = 5000;
/** Spec 9: how far (px) a toast must be dragged to the right to dismiss it. */
export const TOAST_SWIPE_THRESHOLD = 50;
/** Spec 9: how many toasts are on screen at once; later ones wait their turn. */
export const TOAST_MAX_VISIBLE = 1;

export interface ToastContent {
  title: string;
  description?: string;
  variant: ToastVariant;
}

export interface ToastOptions {
  /** The first line, in bold (error toasts are titled "Error"). */
  title: string;
  /**
   * A sentence under the title.
   * @default undefined
   */
  description?: string;
  /**
   * The look of the toast.
   * @default 'default'
   */
  variant?: ToastVariant;
  /**
   * Milliseconds before the toast closes itself; 0 keeps it until dismissed.
   * @default 5000
   */
  timeout?: number;
  /**
   * Called once the toast closes, by the user or by its timeout.
   * @default undefined
   */
  onClose?: () => void;
}

/** The one queue every `toast()` call goes to, shown by `<ToastRegion />`. */
export const toastQueue = new RACToastQueue<ToastContent>({ maxVisibleToasts: TOAST_MAX_VISIBLE });

/** Shows a toast (after those already queued leave) and returns its key, for `dismissToast`. */
export function toast({
  title,
  description,
  variant = 'default',
  timeout = TOAST_TIMEOUT,
  onClose,
}: ToastOptions): string {
  return toastQueue.add(
    { title, description, variant },
    { timeout: timeout > 0 ? timeout : undefined, onClose },
  );
}

/** Closes one toast now, visible or still waiting. */
export function dismissToast(key: string) {
  toastQueue.close(key);
}

/** Drops every toast, visible or waiting. */
export function clearToasts() {
  toastQueue.clear();
}

/** `toast` and `dismiss` for components that prefer a hook. */
export function useToast() {
  return { toast, dismiss: dismissToast };
}

function ToastItem({ item }: { item: QueuedToast<ToastContent> }) {
  const start = useRef<{ x: number; id: number } | null>(null);
  const offset = useRef(0);

  const setOffset = (el: HTMLElement, px: number) => {
    offset.current = px;
    setElementVars(el, { [styles.swipeOffset]: `${px}px` });
  };

  const onPointerDown = (e: PointerEvent<HTMLDivElement>) => {
    if (e.button !== 0) return;
    start.current = { x: e.clientX, id: e.pointerId };
  };
  const onPointerMove = (e: PointerEvent<HTMLDivElement>) => {
    if (!start.current || e.pointerId !== start.current.id) return;
    const dx = Math.max(0, e.clientX - start.current.x);
    const el = e.currentTarget;
    if (dx > 0 && !el.hasAttribute('data-swiping')) {
      el.setAttribute('data-swiping', 'true');
      // Capture only once a swipe starts, so a plain click still reaches the close button.
      try {
        el.setPointerCapture(e.pointerId);
      } catch {
        // Synthetic pointers (tests) have no capturable id.
      }
    }
    setOffset(el, dx);
  };
  const onPointerEnd = (e: PointerEvent<HTMLDivElement>) => {
    if (!start.current) return;
    start.current = null;
    const el = e.currentTarget;
    el.removeAttribute('data-swiping');
    if (offset.current > TOAST_SWIPE_THRESHOLD) {
      toastQueue.close(item.key);
    } else {
      setOffset(el, 0);
    }
  };

  const { title, description, variant } = item.content;
  return (
    <RACToast
      toast={item}
      className={styles.toast({ variant })}
      data-variant={variant}
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
      onPointerUp={onPointerEnd}
      onPointerCancel={onPointerEnd}
    >
      <RACToastContent className={styles.content}>
        <Text slot="title" className={styles.title}>
          {title}
        </Text>
        {description && (
          <Text slot="description" className={styles.description}>
            {description}
          </Text>
        )}
      </RACToastContent>
      <Button slot="close" className={styles.closeButton}>
        <XIcon />
      </Button>
    </RACToast>
  );
}

export interface ToastRegionProps {
  /**
   * The name of the landmark that holds the toasts.
   * @default 'Notifications'
   */
  'aria-label'?: string;
}

/**
 * Shows the toasts of `toast()`: render it once near the root. Bottom right, one at a time,
 * swipe right to dismiss; F8 moves focus to it.
 */
export function ToastRegion({ 'aria-label': ariaLabel = 'Notifications' }: ToastRegionProps) {
  const ref = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const onKeyDown = (e: KeyboardEvent) => {
      if (e.key !== 'F8' || !ref.current) return;
      e.preventDefault();
      ref.current.focus();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, []);

  return (
    <RACToastRegion ref={ref} queue={toastQueue} aria-label={ariaLabel} className={styles.region}>
      <RACToastList<ToastContent> className={styles.list}>
        {({ toast: item }) => <ToastItem item={item} />}
      </RACToastList>
    </RACToastRegion>
  );
}

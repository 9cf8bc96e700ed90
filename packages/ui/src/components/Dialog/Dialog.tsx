import { useEffect, useId, useRef, useState, type ReactNode, type RefObject } from 'react';
import {
  Button,
  Dialog as RACDialog,
  DialogTrigger,
  Heading,
  Modal as RACModal,
  ModalOverlay,
  type DialogProps as RACDialogProps,
  type DialogTriggerProps,
  type ModalOverlayProps,
} from 'react-aria-components';
import { classNames, composeClassName } from '../../styles/classNames';
import { XIcon } from '../Icon/Icon';
import * as styles from './Dialog.css';

/** The widths a modal comes in. */
export const modalSizes = ['sm', 'md', 'lg'] as const;
export type ModalSize = (typeof modalSizes)[number];

export interface ModalProps extends ModalOverlayProps {
  /**
   * The largest width of the modal: sm 400 px, md 560 px, lg 800 px (never wider than the screen).
   * @default 'md'
   */
  size?: ModalSize;
}

/**
 * A modal overlay over a dimmed backdrop. Inside a `DialogTrigger` it opens with the trigger;
 * otherwise control it with `isOpen` / `onOpenChange`.
 */
export function Modal({ size = 'md', className, isDismissable = true, ...props }: ModalProps) {
  return (
    <ModalOverlay {...props} isDismissable={isDismissable} className={styles.overlay}>
      <RACModal className={composeClassName(styles.modal({ size }), className)}>
        {props.children}
      </RACModal>
    </ModalOverlay>
  );
}

export interface DialogProps extends Omit<RACDialogProps, 'children'> {
  /**
   * The heading of the dialog; it also names the dialog for assistive technology.
   * @default undefined
   */
  title?: ReactNode;
  /**
   * A short sentence under the title; it describes the dialog for assistive technology.
   * @default undefined
   */
  description?: ReactNode;
  /**
   * Whether the dialog shows a close button (named "Close") in its top corner.
   * @default true
   */
  showCloseButton?: boolean;
  /**
   * The label of the close button, for assistive technology.
   * @default 'Close'
   */
  closeLabel?: string;
  /** The body of the dialog, or a function of `{ close }`. It scrolls when it is too long. */
  children?: ReactNode | ((opts: { close: () => void }) => ReactNode);
  /**
   * The dialog's actions, or a function of `{ close }`: laid out at the end, below the body, and
   * always in view, however long the body (on a phone, too).
   * @default undefined
   */
  footer?: ReactNode | ((opts: { close: () => void }) => ReactNode);
}

/**
 * A titled dialog with an optional description, a close button and a footer of actions; place it
 * inside a Modal. The header and footer stay put while a long body scrolls between them.
 */
export function Dialog({
  title,
  description,
  showCloseButton = true,
  closeLabel = 'Close',
  children,
  footer,
  className,
  ...props
}: DialogProps) {
  const descriptionId = useId();
  const bodyRef = useRef<HTMLDivElement>(null);
  const bodyScrolls = useScrolls(bodyRef);
  useFocusFirstField(bodyRef);
  return (
    <RACDialog
      aria-describedby={description ? descriptionId : undefined}
      {...props}
      className={classNames(styles.dialog, className)}
    >
      {({ close }) => (
        <>
          {(title || description) && (
            <div className={styles.header}>
              {title && (
                <Heading slot="title" className={styles.title}>
                  {title}
                </Heading>
              )}
              {description && (
                <p id={descriptionId} className={styles.description}>
                  {description}
                </p>
              )}
            </div>
          )}
          {/* A body that scrolls and holds nothing focusable takes the focus itself, so the
              keyboard can scroll it (WCAG 2.1.1); with fields or buttons inside, tabbing to them
              scrolls it, and the body would only be an extra tab stop. */}
          <div
            ref={bodyRef}
            className={styles.body}
            tabIndex={bodyScrolls === 'without-focusable' ? 0 : undefined}
          >
            {typeof children === 'function' ? children({ close }) : children}
          </div>
          {footer && (
            <div className={styles.footer}>
              {typeof footer === 'function' ? footer({ close }) : footer}
            </div>
          )}
          {showCloseButton && (
            <Button aria-label={closeLabel} className={styles.closeButton} onPress={close}>
              <XIcon />
            </Button>
          )}
        </>
      )}
    </RACDialog>
  );
}

/** What the keyboard can reach: form fields, links, buttons, anything with a tab index. */
const FOCUSABLE =
  'input:not([type="hidden"]):not([disabled]), textarea:not([disabled]), select:not([disabled]), button:not([disabled]), a[href], [tabindex]:not([tabindex="-1"])';

/** The fields a dialog opens on: the first one a user types into or chooses in. */
const FIELD =
  'input:not([type="hidden"]):not([disabled]):not([readonly]), textarea:not([disabled]):not([readonly]), select:not([disabled])';

/** Whether `element` is one the user can see and reach (not in a hidden native fallback). */
const reachable = (element: HTMLElement) =>
  !element.closest('[aria-hidden="true"], [inert], [hidden]') && element.tabIndex >= 0;

/**
 * A dialog opens with the focus on its first field (issue 24 §5): react-aria focuses the dialog
 * itself unless something inside took the focus (`autoFocus`), and then this moves it on to the
 * first field, so typing starts at once. A dialog without fields keeps the focus on itself.
 */
function useFocusFirstField(bodyRef: RefObject<HTMLElement | null>) {
  useEffect(() => {
    const body = bodyRef.current;
    const dialog = body?.closest<HTMLElement>('[role="dialog"], [role="alertdialog"]');
    if (!body || !dialog) return;
    const focusField = () => {
      if (document.activeElement !== dialog && dialog.contains(document.activeElement)) return;
      const field = [...body.querySelectorAll<HTMLElement>(FIELD)].find(reachable);
      field?.focus();
    };
    focusField();
    // react-aria may focus the dialog after a pending press ends: look again once it has.
    const frame = requestAnimationFrame(focusField);
    return () => cancelAnimationFrame(frame);
  }, [bodyRef]);
}

/**
 * Whether the element's content is taller than the element, and whether it holds anything
 * focusable, kept up to date as either changes.
 */
function useScrolls(ref: RefObject<HTMLElement | null>) {
  const [scrolls, setScrolls] = useState<false | 'with-focusable' | 'without-focusable'>(false);
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const check = () =>
      setScrolls(
        element.scrollHeight <= element.clientHeight
          ? false
          : [...element.querySelectorAll<HTMLElement>(FOCUSABLE)].some(reachable)
            ? 'with-focusable'
            : 'without-focusable',
      );
    const resizes = new ResizeObserver(check);
    const observe = () => {
      resizes.observe(element);
      for (const child of element.children) resizes.observe(child);
    };
    const children = new MutationObserver(() => {
      observe();
      check();
    });
    observe();
    children.observe(element, { childList: true });
    return () => {
      resizes.disconnect();
      children.disconnect();
    };
  }, [ref]);
  return scrolls;
}

export { DialogTrigger, type DialogTriggerProps };

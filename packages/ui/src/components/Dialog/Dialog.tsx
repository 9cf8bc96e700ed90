import { useId, type ReactNode } from 'react';
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
  /** The body of the dialog, or a function of `{ close }`. */
  children?: ReactNode | ((opts: { close: () => void }) => ReactNode);
}

/** A titled dialog with an optional description and a close button; place it inside a Modal. */
export function Dialog({
  title,
  description,
  showCloseButton = true,
  closeLabel = 'Close',
  children,
  className,
  ...props
}: DialogProps) {
  const descriptionId = useId();
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
          <div className={styles.body}>
            {typeof children === 'function' ? children({ close }) : children}
          </div>
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

export { DialogTrigger, type DialogTriggerProps };

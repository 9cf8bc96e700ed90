import type { ReactNode } from 'react';
import { Button } from '../Button/Button';
import { Dialog, Modal, type ModalProps } from '../Dialog/Dialog';
import { footer } from '../Dialog/Dialog.css';
import * as styles from './AlertDialog.css';

/** The styles of an alert dialog's confirm action. */
export const alertDialogVariants = ['destructive', 'primary'] as const;
export type AlertDialogVariant = (typeof alertDialogVariants)[number];

export interface AlertDialogProps extends Pick<
  ModalProps,
  'isOpen' | 'defaultOpen' | 'onOpenChange' | 'size'
> {
  /** The question the dialog asks; it names the dialog. */
  title: ReactNode;
  /**
   * What happens if the user confirms.
   * @default undefined
   */
  children?: ReactNode;
  /**
   * The label of the confirm action.
   * @default 'Confirm'
   */
  confirmLabel?: string;
  /**
   * The label of the action that closes the dialog without confirming.
   * @default 'Cancel'
   */
  cancelLabel?: string;
  /**
   * The style of the confirm action: destructive (red) for deletions, primary otherwise.
   * @default 'destructive'
   */
  variant?: AlertDialogVariant;
  /**
   * Whether the confirm action is disabled: the action cannot go ahead yet (still being checked) or
   * at all (nothing to act on); the body says why. Cancel stays available.
   * @default false
   */
  isConfirmDisabled?: boolean;
  /**
   * Called when the user confirms; the dialog then closes.
   * @default undefined
   */
  onConfirm?: () => void;
  /**
   * Called when the user presses the cancel action; the dialog then closes.
   * @default undefined
   */
  onCancel?: () => void;
}

/**
 * Asks the user to confirm an action: Cancel plus a confirm action. Place it inside a
 * `DialogTrigger` next to its trigger, or control it with `isOpen` / `onOpenChange`.
 * Focus starts on Cancel so that Enter never confirms a destructive action by accident.
 */
export function AlertDialog({
  title,
  children,
  confirmLabel = 'Confirm',
  cancelLabel = 'Cancel',
  variant = 'destructive',
  onConfirm,
  onCancel,
  isConfirmDisabled = false,
  size = 'sm',
  onOpenChange,
  ...modalProps
}: AlertDialogProps) {
  return (
    <Modal {...modalProps} size={size} isDismissable={false} onOpenChange={onOpenChange}>
      <Dialog role="alertdialog" title={title} showCloseButton={false}>
        {({ close }) => (
          <div className={styles.content}>
            {children && <div>{children}</div>}
            <div className={footer}>
              <Button
                autoFocus
                variant="secondary"
                onPress={() => {
                  onCancel?.();
                  close();
                }}
              >
                {cancelLabel}
              </Button>
              <Button
                variant={variant}
                isDisabled={isConfirmDisabled}
                onPress={() => {
                  onConfirm?.();
                  close();
                }}
              >
                {confirmLabel}
              </Button>
            </div>
          </div>
        )}
      </Dialog>
    </Modal>
  );
}

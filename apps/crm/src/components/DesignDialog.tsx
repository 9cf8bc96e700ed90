import { useState, type ReactNode } from 'react';
import { AlertDialog, Dialog, Modal } from '@crm/ui';
import * as styles from './DesignDialog.css';

export interface DesignDialogProps {
  /** Whether the dialog is open. */
  isOpen: boolean;
  /** Called with false when the dialog closes (after the discard question, when there was one). */
  onOpenChange: (isOpen: boolean) => void;
  /** The dialog's heading. */
  title: string;
  /**
   * A sentence under the heading.
   * @default undefined
   */
  description?: string;
  /**
   * Whether closing would lose work: Escape, the close button, a press outside and Cancel then ask
   * before closing.
   * @default false
   */
  isDirty?: boolean;
  /** The form, given `requestClose` for its Cancel button (asks first when dirty). */
  children: (requestClose: () => void) => ReactNode;
}

/**
 * A dialog to design an email in: wide on a desktop, the whole screen on a phone, and it asks
 * 'Discard unsaved changes?' before closing over unsaved work.
 */
export function DesignDialog({
  isOpen,
  onOpenChange,
  title,
  description,
  isDirty = false,
  children,
}: DesignDialogProps) {
  const [isConfirming, setConfirming] = useState(false);
  const requestClose = () => (isDirty ? setConfirming(true) : onOpenChange(false));
  return (
    <>
      <Modal
        isOpen={isOpen}
        onOpenChange={(open) => (open ? onOpenChange(true) : requestClose())}
        size="lg"
        className={styles.designModal}
      >
        <Dialog title={title} description={description} className={styles.designDialog}>
          {children(requestClose)}
        </Dialog>
      </Modal>
      <AlertDialog
        isOpen={isConfirming}
        onOpenChange={setConfirming}
        title="Discard unsaved changes?"
        confirmLabel="Discard"
        cancelLabel="Keep editing"
        onConfirm={() => onOpenChange(false)}
      >
        Your changes to this email have not been saved and will be lost.
      </AlertDialog>
    </>
  );
}

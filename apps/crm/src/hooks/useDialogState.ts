import { useCallback, useMemo, useState } from 'react';

/**
 * What every dialog of the app takes besides its data: RAC's own `isOpen` and `onOpenChange`, so a
 * dialog component is a Modal under another name.
 */
export interface DialogStateProps {
  /** Whether the dialog is open. */
  isOpen: boolean;
  /** Called with false when the dialog closes (Cancel, Escape, a press outside, or done). */
  onOpenChange: (isOpen: boolean) => void;
}

/**
 * The one way a screen holds its dialogs: a union of `{ kind, ...data }`, one of them at a time.
 * The last one opened stays mounted, closed, until the next opens: RAC plays its closing, and a
 * write it started (a delete confirmed as it closes) still reaches its per-call callbacks.
 *
 * ```tsx
 * type ScreenDialog = { kind: 'add' } | { kind: 'edit'; contact: Contact };
 * const dialogs = useDialogState<ScreenDialog>();
 * <Button onPress={() => dialogs.open({ kind: 'add' })}>Add Contact</Button>
 * {dialogs.dialog?.kind === 'edit' && (
 *   <ContactFormDialog key={dialogs.opened} {...dialogs.modal} contact={dialogs.dialog.contact} />
 * )}
 * ```
 *
 * `key={dialogs.opened}` gives each opening fresh state; a dialog whose state lives inside its
 * Modal (unmounted while closed) does not need it.
 */
export function useDialogState<TDialog extends { kind: string }>() {
  const [state, setState] = useState<{ dialog: TDialog | null; isOpen: boolean; opened: number }>({
    dialog: null,
    isOpen: false,
    opened: 0,
  });
  const open = useCallback(
    (dialog: TDialog) =>
      setState((current) => ({ dialog, isOpen: true, opened: current.opened + 1 })),
    [],
  );
  const close = useCallback(() => setState((current) => ({ ...current, isOpen: false })), []);
  const modal = useMemo<DialogStateProps>(
    () => ({ isOpen: state.isOpen, onOpenChange: (isOpen) => !isOpen && close() }),
    [state.isOpen, close],
  );
  return {
    /** The dialog open now, or the last one while it closes; null before the first. */
    dialog: state.dialog,
    /** Counts openings: a `key` that gives each opening fresh state. */
    opened: state.opened,
    /** Spread on the dialog: its `isOpen` and `onOpenChange`. */
    modal,
    open,
    close,
  };
}

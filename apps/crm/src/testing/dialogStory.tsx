import { useState, type ComponentType } from 'react';
import type { DialogStateProps } from '../hooks/useDialogState';

/**
 * A dialog story's render: the dialog holds its own open state, as a screen's `useDialogState`
 * does, so closing really closes it; `args.onOpenChange` (a spy) still records every change, and
 * `args.isOpen` is where it starts.
 *
 * ```tsx
 * const meta = { component: X, render: dialogStory(X), args: { isOpen: true, onOpenChange: fn() } };
 * ```
 */
export function dialogStory<TProps extends DialogStateProps>(Dialog: ComponentType<TProps>) {
  function DialogStory(args: TProps) {
    const [isOpen, setOpen] = useState(args.isOpen);
    return (
      <Dialog
        {...args}
        isOpen={isOpen}
        onOpenChange={(open) => {
          setOpen(open);
          args.onOpenChange(open);
        }}
      />
    );
  }
  return (args: TProps) => <DialogStory {...args} />;
}

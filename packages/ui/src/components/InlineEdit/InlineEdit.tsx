import { type FormEvent, type ReactNode, useEffect, useRef } from 'react';
import { Button as AriaButton } from 'react-aria-components';
import { Button } from '../Button/Button';
import { PencilIcon } from '../Icon/Icon';
import { quietIconButton } from '../Button/quietIconButton.css';
import * as styles from './InlineEdit.css';

export interface InlineEditProps {
  /** The field's name: the button is "Edit {label}", the form while editing "Edit {label}" too. */
  label: string;
  /** The value as read. */
  children: ReactNode;
  /** The inputs shown while editing; the first one takes focus. */
  editor: ReactNode;
  /** Whether the field shows its inputs. */
  isEditing: boolean;
  /**
   * Called with `true` when the edit button is pressed, with `false` on Cancel or Escape. Saving
   * closes nothing by itself: set `isEditing` to false once the value is saved, and leave it open
   * with the error shown when it is not.
   */
  onEditingChange: (isEditing: boolean) => void;
  /** Saves: Enter in a text input or the Save button. Prevent the event's default. */
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  /**
   * Whether a save is under way: Save shows a spinner and ignores presses.
   * @default false
   */
  isSaving?: boolean;
  /**
   * The class of the wrapper, in both states.
   * @default undefined
   */
  className?: string;
}

/**
 * Takes focus out of the focused input before a state change removes it (an InlineEdit closing
 * after its save): an input blurred by its own removal runs its change handlers inside React's
 * commit, which React refuses ("Should not already be working"). The closed InlineEdit then puts
 * focus on its Edit button.
 */
export function releaseFocus(): void {
  if (document.activeElement instanceof HTMLElement) document.activeElement.blur();
}

/**
 * A value edited where it is shown: an "Edit {label}" button turns it into its inputs with Save
 * and Cancel; Enter saves, Escape cancels, and focus goes to the first input and back to the
 * button afterwards. The caller owns the inputs and the save, so any field (text, a select, a
 * list editor) and any validation fit. The wrapper carries `data-editing` while editing.
 */
export function InlineEdit({
  label,
  children,
  editor,
  isEditing,
  onEditingChange,
  onSubmit,
  isSaving = false,
  className,
}: InlineEditProps) {
  const formRef = useRef<HTMLFormElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const wasEditing = useRef(isEditing);

  useEffect(() => {
    if (isEditing === wasEditing.current) return;
    // On the next frame, outside React's work: a focus handler's update during a commit made
    // React throw "Should not already be working" in a story run. The ref changes only once
    // focus has moved, so StrictMode's second run of the effect schedules it again.
    const frame = requestAnimationFrame(() => {
      wasEditing.current = isEditing;
      if (!isEditing) {
        buttonRef.current?.focus();
        return;
      }
      // A text input first (a tag list's new-tag field, not its first Remove button), else the
      // first control (a select's button); never a select's hidden native copy.
      const controls = [
        ...(formRef.current?.querySelectorAll<HTMLElement>('input, textarea, button') ?? []),
      ].filter(
        (control) =>
          control.tabIndex >= 0 &&
          control.getAttribute('type') !== 'hidden' &&
          !control.closest('[aria-hidden="true"]'),
      );
      (controls.find((control) => control.tagName !== 'BUTTON') ?? controls[0])?.focus();
    });
    return () => cancelAnimationFrame(frame);
  }, [isEditing]);

  return (
    <div className={className} data-editing={isEditing || undefined}>
      {isEditing ? (
        <form
          ref={formRef}
          aria-label={`Edit ${label}`}
          className={styles.form}
          noValidate
          onSubmit={onSubmit}
          // In the capture phase: an input with its own key handling (a tag field) stops the
          // bubbling. An open list box lives outside the form and closes itself on Escape.
          onKeyDownCapture={(event) => {
            if (
              event.key === 'Escape' &&
              event.target instanceof Node &&
              formRef.current?.contains(event.target)
            ) {
              event.preventDefault();
              releaseFocus();
              onEditingChange(false);
            }
          }}
        >
          {editor}
          <div className={styles.actions}>
            <Button type="submit" size="sm" isPending={isSaving}>
              Save
            </Button>
            <Button
              variant="secondary"
              size="sm"
              onPress={() => {
                releaseFocus();
                onEditingChange(false);
              }}
            >
              Cancel
            </Button>
          </div>
        </form>
      ) : (
        <div className={styles.view}>
          <div className={styles.value}>{children}</div>
          <AriaButton
            ref={buttonRef}
            className={quietIconButton}
            aria-label={`Edit ${label}`}
            onPress={() => onEditingChange(true)}
          >
            <PencilIcon />
          </AriaButton>
        </div>
      )}
    </div>
  );
}

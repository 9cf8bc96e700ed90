import { Button } from '@crm/ui';
import * as formStyles from '../styles/form.css';

export interface FormActionsProps {
  /** Cancel was pressed: close without saving (a dialog with unsaved work asks first). */
  onCancel: () => void;
  /** The submit button's text, e.g. 'Save Changes'. */
  submitLabel: string;
  /**
   * The submit button's text while the write is in flight, e.g. 'Saving...'.
   * @default submitLabel
   */
  pendingLabel?: string;
  /** Whether the form is being submitted: the submit button waits. */
  isSubmitting: boolean;
  /**
   * Whether there is nothing to submit yet (no campaign to choose, say).
   * @default false
   */
  isDisabled?: boolean;
  /**
   * Whether the buttons stick to the bottom of the dialog's scrolling body (a design dialog, whose
   * form is taller than the dialog).
   * @default false
   */
  isSticky?: boolean;
}

/** The one end of a form: Cancel, then its submit button. */
export function FormActions({
  onCancel,
  submitLabel,
  pendingLabel = submitLabel,
  isSubmitting,
  isDisabled = false,
  isSticky = false,
}: FormActionsProps) {
  return (
    <div className={isSticky ? formStyles.stickyActions : formStyles.actions}>
      <Button variant="secondary" onPress={onCancel}>
        Cancel
      </Button>
      <Button type="submit" isDisabled={isSubmitting || isDisabled}>
        {isSubmitting ? pendingLabel : submitLabel}
      </Button>
    </div>
  );
}

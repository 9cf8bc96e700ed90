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
}

/** The one end of a form: Cancel, then its submit button. */
export function FormActions({
  onCancel,
  submitLabel,
  pendingLabel = submitLabel,
  isSubmitting,
  isDisabled = false,
}: FormActionsProps) {
  return (
    <div className={formStyles.actions}>
      <Button variant="secondary" onPress={onCancel}>
        Cancel
      </Button>
      <Button type="submit" isDisabled={isSubmitting || isDisabled}>
        {isSubmitting ? pendingLabel : submitLabel}
      </Button>
    </div>
  );
}

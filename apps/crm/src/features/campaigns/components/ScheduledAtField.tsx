import { getLocalTimeZone, now, parseAbsolute, type ZonedDateTime } from '@internationalized/date';
import { Button, DatePicker } from '@crm/ui';

export const SCHEDULE_IN_PAST_MESSAGE = 'Scheduled date must be in the future';

export interface ScheduledAtFieldProps {
  /** The scheduled moment as a UTC ISO string, or '' for none. */
  value: string;
  /** Called with a UTC ISO string, or '' when cleared. */
  onChange: (value: string) => void;
  /**
   * The time zone the user picks in.
   * @default the browser's time zone
   */
  timeZone?: string;
  /**
   * An error to show under the field (e.g. from the form's schema).
   * @default undefined
   */
  errorMessage?: string;
}

/** Whether a UTC ISO string lies in the past: a schedule there would be due at once. */
export function isInPast(value: string, at = Date.now()): boolean {
  return value !== '' && Date.parse(value) <= at;
}

/**
 * The optional 'Scheduled date' of a campaign: a date and time picked in the user's own time zone
 * (named under the field) and handed on as UTC, the way the server stores it.
 */
export function ScheduledAtField({
  value,
  onChange,
  timeZone = getLocalTimeZone(),
  errorMessage,
}: ScheduledAtFieldProps) {
  const zoned = value ? parseAbsolute(value, timeZone) : null;
  const pastError = isInPast(value) ? SCHEDULE_IN_PAST_MESSAGE : undefined;
  const error = errorMessage ?? pastError;
  // The picker opens on the next whole hour rather than on an odd minute of now.
  const placeholder = now(timeZone).add({ hours: 1 }).set({ minute: 0, second: 0, millisecond: 0 });
  return (
    <DatePicker<ZonedDateTime>
      label="Scheduled date (optional)"
      description={`In your time zone (${timeZone}). Leave empty to keep the campaign a draft.`}
      value={zoned}
      onChange={(next) => onChange(next ? next.toDate().toISOString() : '')}
      granularity="minute"
      hideTimeZone
      placeholderValue={placeholder}
      isInvalid={Boolean(error)}
      errorMessage={error}
      validationBehavior="aria"
      action={
        value ? (
          <Button variant="ghost" size="sm" onPress={() => onChange('')}>
            Clear
          </Button>
        ) : undefined
      }
    />
  );
}

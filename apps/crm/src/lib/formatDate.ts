/** The four date formats of the spec (section 9), and a date with its time, always in US English. */
export type DateFormat = 'full' | 'medium' | 'short' | 'month-year' | 'date-time';

const formatters: Record<DateFormat, Intl.DateTimeFormat> = {
  full: new Intl.DateTimeFormat('en-US', { dateStyle: 'full' }),
  medium: new Intl.DateTimeFormat('en-US', { dateStyle: 'medium' }),
  short: new Intl.DateTimeFormat('en-US', { dateStyle: 'short' }),
  'month-year': new Intl.DateTimeFormat('en-US', { month: 'long', year: 'numeric' }),
  // Events (an open, a bounce) need their time; UTC, so the same event reads alike everywhere.
  'date-time': new Intl.DateTimeFormat('en-US', {
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZone: 'UTC',
    timeZoneName: 'short',
  }),
};

/** Formats an ISO date; an absent or unreadable date yields `fallback`. */
export function formatDate(
  value: string | Date | null | undefined,
  format: DateFormat = 'medium',
  fallback = 'N/A',
): string {
  if (value === null || value === undefined || value === '') return fallback;
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? fallback : formatters[format].format(date);
}

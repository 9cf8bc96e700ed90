import {
  type AnalyticsBucket,
  type AnalyticsBucketUnit,
  type AnalyticsTimeframe,
  TIMEFRAME_BUCKET_UNIT,
  TIMEFRAME_DAYS,
} from './analytics.schemas';

const DAY_MS = 24 * 60 * 60 * 1000;

/** One decimal, as the spec rounds its rates. */
export const round1 = (value: number) => Math.round(value * 10) / 10;

/** unique ÷ delivered as a percentage; null when nothing was delivered (no rate, not 0%). */
export function rate(unique: number, delivered: number): number | null {
  return delivered === 0 ? null : round1((unique / delivered) * 100);
}

/** Percent change of a count; null when the previous period had none (nothing to compare). */
export function percentChange(current: number, previous: number): number | null {
  return previous === 0 ? null : round1(((current - previous) / previous) * 100);
}

/** Difference of two rates in percentage points; null when either period had no rate. */
export function pointChange(current: number | null, previous: number | null): number | null {
  return current === null || previous === null ? null : round1(current - previous);
}

/** The summary's window: a rolling timeframe ending at `now`, and the same length before it. */
export function analyticsWindow(timeframe: AnalyticsTimeframe, now: Date) {
  const length = TIMEFRAME_DAYS[timeframe] * DAY_MS;
  return {
    previousStart: new Date(now.getTime() - 2 * length),
    start: new Date(now.getTime() - length),
    end: now,
  };
}

const formatters = new Map<string, Intl.DateTimeFormat>();

/** The calendar date and time `instant` shows in `tz`, read back as if it were UTC. */
function wallClock(instant: number, tz: string): number {
  let format = formatters.get(tz);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone: tz,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    formatters.set(tz, format);
  }
  const part: Record<string, number> = {};
  for (const { type, value } of format.formatToParts(new Date(instant))) part[type] = Number(value);
  return Date.UTC(
    part.year ?? 1970,
    (part.month ?? 1) - 1,
    part.day ?? 1,
    part.hour ?? 0,
    part.minute ?? 0,
    part.second ?? 0,
  );
}

/** The instant the calendar date (a UTC midnight standing for the date) begins in `tz`. */
function zonedMidnight(date: number, tz: string): number {
  // The offset at the guess may differ from the offset at the answer across a DST change: redo once.
  let instant = date - (wallClock(date, tz) - date);
  instant = date - (wallClock(instant, tz) - instant);
  return instant;
}

/** The calendar date (as a UTC midnight) of the day, week (Monday) or month holding `instant`. */
function unitStart(instant: number, tz: string, unit: AnalyticsBucketUnit): number {
  const local = new Date(wallClock(instant, tz));
  const day = Date.UTC(local.getUTCFullYear(), local.getUTCMonth(), local.getUTCDate());
  if (unit === 'day') return day;
  if (unit === 'week') return day - ((local.getUTCDay() + 6) % 7) * DAY_MS;
  return Date.UTC(local.getUTCFullYear(), local.getUTCMonth(), 1);
}

function nextUnit(date: number, unit: AnalyticsBucketUnit): number {
  if (unit === 'day') return date + DAY_MS;
  if (unit === 'week') return date + 7 * DAY_MS;
  const d = new Date(date);
  return Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 1);
}

/**
 * Cuts [start, end) at the calendar days, Monday weeks or months of `tz` (DST-correct: a day is
 * 23 or 25 hours when the clocks change). Every bucket is returned, the first and last clipped to
 * the window, so series built on them add up to the summary's figures.
 */
export function bucketWindow(
  start: Date,
  end: Date,
  unit: AnalyticsBucketUnit,
  tz: string,
): AnalyticsBucket[] {
  const buckets: AnalyticsBucket[] = [];
  const endMs = end.getTime();
  let date = unitStart(start.getTime(), tz, unit);
  let boundary = zonedMidnight(date, tz);
  while (boundary < endMs) {
    const nextDate = nextUnit(date, unit);
    const nextBoundary = zonedMidnight(nextDate, tz);
    const from = Math.max(boundary, start.getTime());
    const to = Math.min(nextBoundary, endMs);
    buckets.push({
      from: new Date(from).toISOString(),
      to: new Date(to).toISOString(),
      label: new Date(date).toISOString().slice(0, 10),
      partial: from !== boundary || to !== nextBoundary,
    });
    date = nextDate;
    boundary = nextBoundary;
  }
  return buckets;
}

/** The buckets of a timeframe's current window ending at `now`. */
export function timeframeBuckets(timeframe: AnalyticsTimeframe, now: Date, tz: string) {
  const { start, end } = analyticsWindow(timeframe, now);
  return {
    unit: TIMEFRAME_BUCKET_UNIT[timeframe],
    from: start.toISOString(),
    to: end.toISOString(),
    buckets: bucketWindow(start, end, TIMEFRAME_BUCKET_UNIT[timeframe], tz),
  };
}

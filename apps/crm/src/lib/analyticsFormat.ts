import type { AnalyticsBucketUnit, AnalyticsTimeframe } from '@crm/api-client';

/** The Analytics select's options: each timeframe is a rolling window ending now (the server's). */
export const TIMEFRAME_LABELS: Record<AnalyticsTimeframe, string> = {
  week: 'Last 7 days',
  month: 'Last 30 days',
  quarter: 'Last 90 days',
  year: 'Last 12 months',
};

/** What the change is measured against: the window of the same length just before. */
export const PREVIOUS_PERIOD: Record<AnalyticsTimeframe, string> = {
  week: 'the previous 7 days',
  month: 'the previous 30 days',
  quarter: 'the previous 90 days',
  year: 'the previous 12 months',
};

/** Stands in for a figure that does not exist (a rate with nothing delivered) or did not load. */
export const NO_FIGURE = '—';

/** A rate as the server rounds it (1 decimal), or '—' when nothing was delivered. */
export function formatRate(rate: number | null): string {
  return rate === null ? NO_FIGURE : `${rate.toFixed(1)}%`;
}

/**
 * A change with its sign: counts in percent of the previous figure, rates in percentage points
 * (a rate's change in percent of a percentage would mislead). Null when there is nothing to compare.
 */
export function formatChange(change: number | null, kind: 'percent' | 'points'): string | null {
  if (change === null) return null;
  const sign = change > 0 ? '+' : change < 0 ? '−' : '±';
  const size = Math.abs(change).toFixed(1).replace(/\.0$/, '');
  return kind === 'percent' ? `${sign}${size}%` : `${sign}${size} pts`;
}

/** A bucket's axis label: its calendar date (already in the user's zone), 'Mar 3' or 'Mar 2024'. */
export function bucketLabel(label: string, unit: AnalyticsBucketUnit): string {
  const date = new Date(`${label}T00:00:00Z`);
  return unit === 'month'
    ? date.toLocaleDateString('en-US', { month: 'short', year: 'numeric', timeZone: 'UTC' })
    : date.toLocaleDateString('en-US', { month: 'short', day: 'numeric', timeZone: 'UTC' });
}

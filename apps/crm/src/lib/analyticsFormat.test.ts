import { describe, expect, it } from 'vitest';
import { bucketLabel, formatChange, formatRate } from './analyticsFormat';

describe('analytics formatting', () => {
  it('shows a rate to 1 decimal, and no rate as a dash', () => {
    expect(formatRate(31.25)).toBe('31.3%');
    expect(formatRate(0)).toBe('0.0%');
    expect(formatRate(null)).toBe('—');
  });
  it('signs changes, counts in percent and rates in points', () => {
    expect(formatChange(12.5, 'percent')).toBe('+12.5%');
    expect(formatChange(-3, 'points')).toBe('−3 pts');
    expect(formatChange(0, 'percent')).toBe('±0%');
    expect(formatChange(null, 'percent')).toBeNull();
  });
  it('labels days and weeks by date and months by month, whatever the local zone', () => {
    expect(bucketLabel('2024-03-03', 'day')).toBe('Mar 3');
    expect(bucketLabel('2024-03-01', 'month')).toBe('Mar 2024');
  });
});

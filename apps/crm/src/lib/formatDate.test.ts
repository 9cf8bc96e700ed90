import { describe, expect, it } from 'vitest';
import { formatDate } from './formatDate';

describe('formatDate', () => {
  it('writes US English dates', () => {
    const date = '2023-06-01T12:00:00.000Z';
    expect(formatDate(date, 'full')).toBe('Thursday, June 1, 2023');
    expect(formatDate(date, 'medium')).toBe('Jun 1, 2023');
    expect(formatDate(date, 'short')).toBe('6/1/23');
    expect(formatDate(date, 'month-year')).toBe('June 2023');
    expect(formatDate(date, 'date-time')).toBe('Jun 1, 2023, 12:00 PM UTC');
  });

  it('falls back for missing or invalid dates', () => {
    expect(formatDate(null)).toBe('N/A');
    expect(formatDate('not a date')).toBe('N/A');
    expect(formatDate(undefined, 'medium', '—')).toBe('—');
  });
});

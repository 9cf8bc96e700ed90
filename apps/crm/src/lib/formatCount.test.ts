import { describe, expect, it } from 'vitest';
import { formatCount } from './formatCount';

describe('formatCount', () => {
  it('groups thousands as the app’s English texts do, whatever the browser’s locale', () => {
    expect(formatCount(200020)).toBe('200,020');
    expect(formatCount(1234567)).toBe('1,234,567');
    expect(formatCount(999)).toBe('999');
    expect(formatCount(0)).toBe('0');
  });
});

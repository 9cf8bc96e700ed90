import { describe, expect, it } from 'vitest';
import { lastUsed } from './lastUsed';

describe('lastUsed', () => {
  const now = new Date('2026-11-30T12:00:00.000Z');
  const ago = (ms: number) => new Date(now.getTime() - ms).toISOString();
  it('says Never for a key not used yet, and Just now under a minute', () => {
    expect(lastUsed(null, now)).toBe('Never');
    expect(lastUsed(ago(59_000), now)).toBe('Just now');
  });
  it('counts whole minutes, hours and days back', () => {
    expect(lastUsed(ago(5 * 60_000 + 10_000), now)).toBe('5 minutes ago');
    expect(lastUsed(ago(3 * 3_600_000), now)).toBe('3 hours ago');
    expect(lastUsed(ago(86_400_000), now)).toBe('yesterday');
    expect(lastUsed(ago(40 * 86_400_000), now)).toBe('last month');
  });
});

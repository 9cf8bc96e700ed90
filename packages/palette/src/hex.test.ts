import { describe, expect, it } from 'vitest';
import { INVALID_HEX_MESSAGE, isValidHex, parseHex } from './hex';

describe('isValidHex', () => {
  it.each(['#fff', '#FFF', '#2563eb', '#2563EB', '#000000'])('accepts %s', (value) => {
    expect(isValidHex(value)).toBe(true);
  });

  it.each([
    '',
    '#',
    'fff',
    '2563eb',
    '#ff',
    '#ffff',
    '#12345',
    '#1234567',
    '#ggg',
    ' #fff',
    '#fff ',
  ])('rejects %j', (value) => {
    expect(isValidHex(value)).toBe(false);
  });
});

describe('parseHex', () => {
  it('normalises to lowercase #rrggbb', () => {
    expect(parseHex('#2563EB')).toBe('#2563eb');
    expect(parseHex('#F0a')).toBe('#ff00aa');
  });

  it("fails with the spec's message", () => {
    expect(INVALID_HEX_MESSAGE).toBe('Please enter a valid hex color (e.g., #ff0000)');
    expect(() => parseHex('blue')).toThrowError(
      new Error('Please enter a valid hex color (e.g., #ff0000)'),
    );
  });
});

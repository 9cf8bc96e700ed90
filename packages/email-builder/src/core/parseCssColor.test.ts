import { describe, expect, it } from 'vitest';
import { compositeOver, parseCssColor, toHex } from './parseCssColor';

describe('parseCssColor', () => {
  it.each([
    ['#fff', { r: 255, g: 255, b: 255, a: 1 }],
    ['#00000080', { r: 0, g: 0, b: 0, a: 128 / 255 }],
    ['RebeccaPurple', { r: 0x66, g: 0x33, b: 0x99, a: 1 }],
    ['transparent', { r: 0, g: 0, b: 0, a: 0 }],
    ['rgba(0, 0, 0, 0.05)', { r: 0, g: 0, b: 0, a: 0.05 }],
    ['rgb(100% 0% 0% / 50%)', { r: 255, g: 0, b: 0, a: 0.5 }],
    ['hsl(120, 100%, 25%)', { r: 0, g: 127.5, b: 0, a: 1 }],
    ['hsla(0 0% 100% / .5)', { r: 255, g: 255, b: 255, a: 0.5 }],
  ])('reads %s', (value, rgba) => {
    const parsed = parseCssColor(value)!;
    for (const channel of ['r', 'g', 'b', 'a'] as const)
      expect(parsed[channel]).toBeCloseTo(rgba[channel], 5);
  });

  it.each(['banana', 'rgb(1, 2)', 'rgb(1 2 3 4 5)', 'url(x)', ''])('does not read %j', (value) =>
    expect(parseCssColor(value)).toBeUndefined(),
  );

  it('mixes a see-through colour with the one beneath', () => {
    const white = parseCssColor('#ffffff')!;
    expect(toHex(compositeOver(parseCssColor('rgba(0, 0, 0, 0.5)')!, white))).toBe('#808080');
    expect(toHex(compositeOver(parseCssColor('transparent')!, white))).toBe('#ffffff');
  });
});

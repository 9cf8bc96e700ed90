import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { checkAccessibility, contrastRatio, relativeLuminance } from './contrast';

const hexArbitrary = fc
  .tuple(fc.nat(255), fc.nat(255), fc.nat(255))
  .map((rgb) => `#${rgb.map((c) => c.toString(16).padStart(2, '0')).join('')}`);

describe('contrastRatio', () => {
  it('is 21 for black on white and 1 for a colour on itself', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBe(21);
    expect(contrastRatio('#2563eb', '#2563eb')).toBe(1);
  });

  it('puts #777777 on white just under AA and #767676 just over', () => {
    expect(contrastRatio('#777777', '#ffffff')).toBeCloseTo(4.48, 2);
    expect(contrastRatio('#777777', '#ffffff')).toBeLessThan(4.5);
    expect(contrastRatio('#767676', '#ffffff')).toBeCloseTo(4.54, 2);
    expect(contrastRatio('#767676', '#ffffff')).toBeGreaterThanOrEqual(4.5);
  });

  it('uses the WCAG relative luminance', () => {
    expect(relativeLuminance('#ffffff')).toBe(1);
    expect(relativeLuminance('#000000')).toBe(0);
    expect(relativeLuminance('#2563eb')).toBeCloseTo(0.153, 3);
  });

  it('is symmetric and within [1, 21]', () => {
    fc.assert(
      fc.property(hexArbitrary, hexArbitrary, (a, b) => {
        const ratio = contrastRatio(a, b);
        expect(contrastRatio(b, a)).toBe(ratio);
        expect(ratio).toBeGreaterThanOrEqual(1);
        expect(ratio).toBeLessThanOrEqual(21);
      }),
    );
  });
});

describe('checkAccessibility', () => {
  it('passes when text reads on both primary and background', () => {
    expect(
      checkAccessibility({ primary: '#60a5fa', background: '#ffffff', text: '#0f172a' }),
    ).toEqual({ accessible: true, issues: [] });
  });

  it("reports each failing pair with the spec's message", () => {
    expect(
      checkAccessibility({ primary: '#2563eb', background: '#ffffff', text: '#1f2937' }),
    ).toEqual({
      accessible: false,
      issues: ['Primary color and text do not meet WCAG AA contrast requirements'],
    });
    expect(
      checkAccessibility({ primary: '#777777', background: '#777777', text: '#ffffff' }),
    ).toEqual({
      accessible: false,
      issues: [
        'Primary color and text do not meet WCAG AA contrast requirements',
        'Background and text do not meet WCAG AA contrast requirements',
      ],
    });
  });

  it('treats exactly the AA threshold boundary by the ratio', () => {
    expect(
      checkAccessibility({ primary: '#ffffff', background: '#ffffff', text: '#777777' }).accessible,
    ).toBe(false);
    expect(
      checkAccessibility({ primary: '#ffffff', background: '#ffffff', text: '#767676' }).accessible,
    ).toBe(true);
  });
});

import chroma from 'chroma-js';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { checkAccessibility, contrastRatio } from './contrast';
import { fixAccessibility } from './fixAccessibility';
import { STATUS_COLORS } from './statusColors';
import type { Palette } from './types';

const hexArbitrary = fc
  .tuple(fc.nat(255), fc.nat(255), fc.nat(255))
  .map((rgb) => `#${rgb.map((c) => c.toString(16).padStart(2, '0')).join('')}`);

const paletteArbitrary: fc.Arbitrary<Palette> = fc.record({
  id: fc.constant('arbitrary'),
  name: fc.constant('Arbitrary'),
  primary: hexArbitrary,
  secondary: hexArbitrary,
  accent: hexArbitrary,
  background: hexArbitrary,
  text: hexArbitrary,
  textSecondary: hexArbitrary,
  border: hexArbitrary,
  success: fc.constant(STATUS_COLORS.success),
  warning: fc.constant(STATUS_COLORS.warning),
  error: fc.constant(STATUS_COLORS.error),
});

const base: Palette = {
  id: 'brand',
  name: 'Brand',
  primary: '#2563eb',
  secondary: '#64748b',
  accent: '#f59e0b',
  background: '#ffffff',
  text: '#1f2937',
  textSecondary: '#6b7280',
  border: '#e5e7eb',
  ...STATUS_COLORS,
};

const hue = (hex: string) => chroma(hex).hsl()[0];
/** Degrees between two hues around the colour wheel: 359.4 and 0 are 0.6 apart, not 359.4. */
const hueDistance = (a: number, b: number) => {
  const d = Math.abs(a - b) % 360;
  return Math.min(d, 360 - d);
};

describe('fixAccessibility', () => {
  it('returns an accessible palette unchanged', () => {
    const palette = { ...base, text: '#ffffff', background: '#0f172a', textSecondary: '#94a3b8' };
    expect(fixAccessibility(palette)).toBe(palette);
  });

  it('makes secondary text readable on the background, which the email footer uses', () => {
    // Passes the spec's check, but #6b7280 on #0f172a is about 4.0:1.
    const palette = { ...base, text: '#ffffff', background: '#0f172a' };
    expect(checkAccessibility(palette).accessible).toBe(true);
    const fixed = fixAccessibility(palette);
    expect(contrastRatio(fixed.textSecondary, fixed.background)).toBeGreaterThanOrEqual(4.5);
    expect(hueDistance(hue(fixed.textSecondary), hue(palette.textSecondary))).toBeLessThan(5);
    expect(chroma(fixed.textSecondary).hsl()[2]).toBeGreaterThan(
      chroma(palette.textSecondary).hsl()[2],
    );
    expect({ ...fixed, textSecondary: palette.textSecondary }).toEqual({
      ...palette,
      id: 'brand-accessible',
    });
  });

  it('moves only the lightness of the colour it changes', () => {
    const fixed = fixAccessibility(base);
    expect(checkAccessibility(fixed)).toEqual({ accessible: true, issues: [] });
    expect(fixed.id).toBe('brand-accessible');
    const changed = (['primary', 'background', 'text'] as const).filter(
      (key) => fixed[key] !== base[key],
    );
    expect(changed.length).toBeGreaterThan(0);
    for (const key of changed) {
      if (chroma(base[key]).hsl()[1] > 0.1 && !['#000000', '#ffffff'].includes(fixed[key])) {
        expect(hueDistance(hue(fixed[key]), hue(base[key]))).toBeLessThan(5);
      }
    }
    expect(fixed.secondary).toBe(base.secondary);
    expect(fixed.accent).toBe(base.accent);
  });

  it('darkens grey text that is just short of AA on white', () => {
    const fixed = fixAccessibility({
      ...base,
      primary: '#ffffff',
      background: '#ffffff',
      text: '#777777',
    });
    // The spec's pairs alone would stop at #767676; a white primary cannot head an email on white,
    // and the grey it darkens to needs the text darker still to read on it.
    expect(chroma(fixed.text).luminance()).toBeLessThan(chroma('#767676').luminance());
    expect(fixed.text).toMatch(/^#([0-9a-f]{2})\1\1$/);
    expect(contrastRatio(fixed.primary, fixed.background)).toBeGreaterThanOrEqual(3);
    expect(contrastRatio(fixed.primary, fixed.text)).toBeGreaterThanOrEqual(4.5);
  });

  it('gives headers a primary and buttons an accent an email can wear (Executive Navy before)', () => {
    const navy = {
      ...base,
      primary: '#1e3a8a',
      accent: '#38bdf8',
      background: '#0f172a',
      text: '#f8fafc',
      textSecondary: '#cbd5e1',
    };
    expect(checkAccessibility(navy).accessible).toBe(true);
    expect(contrastRatio(navy.primary, navy.background)).toBeLessThan(2); // 1.72:1 headers
    const fixed = fixAccessibility(navy);
    expect(contrastRatio(fixed.primary, fixed.background)).toBeGreaterThanOrEqual(3);
    expect(hueDistance(hue(fixed.primary), hue(navy.primary))).toBeLessThan(5);
    // #38bdf8 takes the navy background as its label, so the accent stays.
    expect(fixed.accent).toBe(navy.accent);
    expect(contrastRatio(fixed.background, fixed.accent)).toBeGreaterThanOrEqual(4.5);
  });

  it('moves an accent that no label can read on', () => {
    // Mid grey-blue: neither white nor the dark text nor the white background reaches 4.5:1.
    const fixed = fixAccessibility({ ...base, accent: '#7a8aa0', text: '#3a3a3a' });
    const best = Math.max(
      ...['#ffffff', fixed.background, fixed.text].map((label) =>
        contrastRatio(label, fixed.accent),
      ),
    );
    expect(best).toBeGreaterThanOrEqual(4.5);
    expect(hueDistance(hue(fixed.accent), hue('#7a8aa0'))).toBeLessThan(5);
  });

  it('lightens a primary that text cannot read on when that is the smaller change', () => {
    // Navy text on white passes; only the primary is too dark for it.
    const fixed = fixAccessibility({ ...base, primary: '#1d4ed8', text: '#172554' });
    expect(fixed.text).toBe('#172554');
    expect(fixed.background).toBe('#ffffff');
    expect(chroma(fixed.primary).luminance()).toBeGreaterThan(chroma('#1d4ed8').luminance());
    expect(checkAccessibility(fixed).accessible).toBe(true);
  });

  it('always returns a palette that passes checkAccessibility and reads in an email', () => {
    fc.assert(
      fc.property(paletteArbitrary, (palette) => {
        const fixed = fixAccessibility(palette);
        expect(checkAccessibility(fixed).issues).toEqual([]);
        expect(contrastRatio(fixed.textSecondary, fixed.background)).toBeGreaterThanOrEqual(4.5);
        expect(contrastRatio(fixed.primary, fixed.background)).toBeGreaterThanOrEqual(3);
        const label = Math.max(
          ...['#ffffff', fixed.background, fixed.text].map((c) => contrastRatio(c, fixed.accent)),
        );
        expect(label).toBeGreaterThanOrEqual(4.5);
        // Idempotent: a fixed palette needs nothing more.
        expect(fixAccessibility(fixed)).toBe(fixed);
      }),
      { numRuns: 300 },
    );
    // 300 palettes of up to four lightness searches each: about 2 s on a busy two-core runner.
  }, 20_000);

  it('changes nothing but primary, accent, background, text and textSecondary', () => {
    fc.assert(
      fc.property(paletteArbitrary, (palette) => {
        const {
          accent: _a,
          primary: _p,
          background: _b,
          text: _t,
          textSecondary: _s,
          id: _i,
          ...rest
        } = fixAccessibility(palette);
        const {
          accent: _a2,
          primary: _p2,
          background: _b2,
          text: _t2,
          textSecondary: _s2,
          id: _i2,
          ...original
        } = palette;
        expect(rest).toEqual(original);
      }),
    );
  });

  it('keeps the hue and saturation of secondary text', () => {
    fc.assert(
      fc.property(paletteArbitrary, (palette) => {
        const before = chroma(palette.textSecondary).hsl();
        const after = chroma(fixAccessibility(palette).textSecondary).hsl();
        // Black and white (lightness 0 or 1) have no hue; 8-bit rounding blurs faint colours.
        if (before[1] > 0.2 && after[2] > 0.1 && after[2] < 0.9) {
          expect(hueDistance(after[0], before[0])).toBeLessThan(5);
        }
      }),
    );
  });
});

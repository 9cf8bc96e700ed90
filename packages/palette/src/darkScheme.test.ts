import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { checkAccessibility, contrastRatio } from './contrast';
import { curatedThemes } from './curatedThemes';
import { darkFill, darkInk, darkScheme, darkSurface } from './darkScheme';
import { fixAccessibility } from './fixAccessibility';
import { generatePalettes } from './generatePalette';
import { relativeLuminance } from './contrast';

const hex = fc
  .tuple(fc.nat(255), fc.nat(255), fc.nat(255))
  .map((rgb) => `#${rgb.map((c) => c.toString(16).padStart(2, '0')).join('')}`);

const curated = curatedThemes.flatMap((theme) => theme.palettes);
const generated = fc.sample(hex, { numRuns: 120, seed: 23 }).flatMap((b) => generatePalettes(b));

describe('dark scheme colours', () => {
  it('turns light surfaces dark and keeps dark ones', () => {
    expect(relativeLuminance(darkSurface('#ffffff'))).toBeLessThan(0.01);
    expect(darkSurface('#ffffff')).not.toBe('#000000');
    expect(darkSurface('#111827')).toBe('#111827');
  });

  it('turns dark text light and keeps light text', () => {
    expect(relativeLuminance(darkInk('#1f2937'))).toBeGreaterThan(0.6);
    expect(darkInk('#000000')).not.toBe('#ffffff');
    expect(darkInk('#f9fafb')).toBe('#f9fafb');
  });

  it('keeps brand fills and darkens only glaring ones', () => {
    expect(darkFill('#2563eb')).toBe('#2563eb');
    expect(relativeLuminance(darkFill('#fef3c7'))).toBeLessThan(0.05);
  });

  it('keeps the hue', () => {
    const [r, g, b] = [1, 3, 5].map((i) =>
      Number.parseInt(darkSurface('#eff6ff').slice(i, i + 2), 16),
    );
    expect(b).toBeGreaterThan(r!);
    expect(b).toBeGreaterThanOrEqual(g!);
  });
});

describe('darkScheme', () => {
  it.each(curated.map((p) => [p.name, p] as const))(
    '%s in dark passes all four checks of fixAccessibility',
    (_name, palette) => {
      const dark = darkScheme(palette);
      expect(dark.id).toBe(`${palette.id}-dark`);
      expect(checkAccessibility(dark).accessible).toBe(true);
      expect(fixAccessibility(dark)).toBe(dark);
      // A dark scheme: the page is dark, the text light.
      expect(relativeLuminance(dark.background)).toBeLessThan(relativeLuminance(dark.text));
    },
  );

  it('every generated palette has a readable dark scheme', () => {
    for (const palette of generated) {
      const dark = darkScheme(palette);
      expect(fixAccessibility(dark)).toBe(dark);
      expect(contrastRatio(dark.textSecondary, dark.background)).toBeGreaterThanOrEqual(4.5);
    }
  });

  it('holds for arbitrary colours, too', () => {
    fc.assert(
      fc.property(fc.record({ a: hex, b: hex, c: hex, d: hex, e: hex }), ({ a, b, c, d, e }) => {
        const dark = darkScheme({
          ...curated[0]!,
          primary: a,
          accent: b,
          background: c,
          text: d,
          textSecondary: e,
        });
        expect(fixAccessibility(dark)).toBe(dark);
      }),
      { numRuns: 150, seed: 5 },
    );
  });
});

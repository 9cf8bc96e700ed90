import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { contrastRatio } from './contrast';
import { curatedThemes } from './curatedThemes';
import { generatePalettes } from './generatePalette';
import { PAGE_COLOR_PAIRS, pageScheme, STANDARD_PAGE_SCHEME, type PageColors } from './pageScheme';
import type { Palette } from './types';

const hex = fc
  .tuple(fc.nat(255), fc.nat(255), fc.nat(255))
  .map((rgb) => `#${rgb.map((c) => c.toString(16).padStart(2, '0')).join('')}`);

/** Any ten colours at all: a palette nobody checked (as one stored before any repair). */
const randomPalette: fc.Arbitrary<Palette> = fc
  .tuple(...Array.from({ length: 10 }, () => hex))
  .map(
    ([
      primary,
      secondary,
      accent,
      background,
      text,
      textSecondary,
      border,
      success,
      warning,
      error,
    ]) => ({
      id: 'random',
      name: 'Random',
      primary: primary!,
      secondary: secondary!,
      accent: accent!,
      background: background!,
      text: text!,
      textSecondary: textSecondary!,
      border: border!,
      success: success!,
      warning: warning!,
      error: error!,
    }),
  );

function failingPairs(colors: PageColors) {
  return PAGE_COLOR_PAIRS.filter(
    ([foreground, background, minimum]) =>
      contrastRatio(colors[foreground], colors[background]) < minimum,
  ).map(([foreground, background]) => `${foreground} on ${background}`);
}

function expectAccessible(palette: Palette | null) {
  const scheme = pageScheme(palette);
  expect(failingPairs(scheme.light), `${palette?.name ?? 'standard'} light`).toEqual([]);
  expect(failingPairs(scheme.dark), `${palette?.name ?? 'standard'} dark`).toEqual([]);
}

describe('pageScheme', () => {
  it('keeps the standard look without a palette', () => {
    expect(pageScheme(null)).toBe(STANDARD_PAGE_SCHEME);
    expectAccessible(null);
  });

  it('meets every pair with every curated palette, light and dark', () => {
    for (const palette of curatedThemes.flatMap((theme) => theme.palettes)) {
      expectAccessible(palette);
    }
  });

  it('meets every pair with generated palettes of every method (seeded)', () => {
    fc.assert(
      fc.property(hex, (base) => generatePalettes(base).forEach(expectAccessible)),
      { numRuns: 60, seed: 28 },
    );
  });

  it('meets every pair with random palettes, repairing what fails (seeded)', () => {
    fc.assert(fc.property(randomPalette, expectAccessible), { numRuns: 150, seed: 2028 });
  });

  it('wears the palette: the background is the card, an accent that shows on it the button', () => {
    for (const palette of curatedThemes.flatMap((theme) => theme.palettes)) {
      const { light } = pageScheme(palette);
      expect(light.surface).toBe(palette.background);
      if (contrastRatio(palette.accent, palette.background) >= 3) {
        expect(light.button).toBe(palette.accent);
      } else {
        expect(contrastRatio(light.button, light.surface)).toBeGreaterThanOrEqual(3);
      }
    }
  });
});

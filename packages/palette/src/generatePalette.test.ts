import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { checkAccessibility, contrastRatio } from './contrast';
import { generatePalette, generatePalettes } from './generatePalette';
import { isValidHex, parseHex } from './hex';
import { PALETTE_METHODS } from './types';

const hexArbitrary = fc
  .tuple(fc.nat(255), fc.nat(255), fc.nat(255))
  .map((rgb) => `#${rgb.map((c) => c.toString(16).padStart(2, '0')).join('')}`);

const colourKeys = [
  'primary',
  'secondary',
  'accent',
  'background',
  'text',
  'textSecondary',
  'border',
  'success',
  'warning',
  'error',
] as const;

describe('generatePalette', () => {
  it('defaults to #2563eb and keeps the base as primary', () => {
    const palette = generatePalette();
    expect(palette.primary).toBe('#2563eb');
    expect(palette.id).toBe('complementary-2563eb');
    expect(palette.name).toBe('Complementary');
  });

  it('uses the fixed success, warning and error colours', () => {
    const palette = generatePalette('#ff0000', 'triadic');
    expect(palette).toMatchObject({ success: '#10b981', warning: '#f59e0b', error: '#ef4444' });
  });

  it('normalises the base colour', () => {
    expect(generatePalette('#F00', 'analogous').primary).toBe('#ff0000');
  });

  it('derives secondary and accent by method', () => {
    expect(generatePalette('#ff0000', 'complementary').secondary).toBe('#00ffff');
    const triadic = generatePalette('#ff0000', 'triadic');
    expect([triadic.secondary, triadic.accent]).toEqual(['#00ff00', '#0000ff']);
    const analogous = generatePalette('#ff0000', 'analogous');
    expect([analogous.secondary, analogous.accent]).toEqual(['#ff8000', '#ff0080']);
  });

  it('picks a light background when dark text reads on the primary', () => {
    const palette = generatePalette('#60a5fa', 'monochromatic');
    expect(contrastRatio(palette.background, '#ffffff')).toBeLessThan(1.2);
    expect(checkAccessibility(palette).accessible).toBe(true);
  });

  it('keeps bases near luminance 0.2 as the primary, with near-black or near-white text', () => {
    // Tinted text (lightness 0.12 / 0.97) fails on these; they used to come back moved.
    for (const base of ['#e11d48', '#1877f2', '#808080']) {
      const palette = generatePalette(base, 'complementary');
      expect(palette.primary).toBe(base);
      expect(checkAccessibility(palette).accessible).toBe(true);
    }
    expect(generatePalette('#808080').text).toBe('#171717');
    expect(generatePalette('#e11d48').background).toBe('#260d12');
  });

  it("fails on an invalid base with the spec's message", () => {
    expect(() => generatePalette('#12', 'triadic')).toThrowError(
      'Please enter a valid hex color (e.g., #ff0000)',
    );
  });

  it('is accessible by construction, deterministic, and made of hex colours', () => {
    fc.assert(
      fc.property(hexArbitrary, fc.constantFrom(...PALETTE_METHODS), (hex, method) => {
        const palette = generatePalette(hex, method);
        expect(generatePalette(hex, method)).toEqual(palette);
        expect(palette.primary).toBe(parseHex(hex));
        expect(checkAccessibility(palette).issues).toEqual([]);
        expect(contrastRatio(palette.textSecondary, palette.background)).toBeGreaterThanOrEqual(
          4.5,
        );
        for (const key of colourKeys) expect(isValidHex(palette[key])).toBe(true);
        expect(palette.id).toBe(`${method}-${hex.slice(1)}`);
      }),
      { numRuns: 300 },
    );
  });
});

describe('generatePalettes', () => {
  it('gives one palette per method, in order, with distinct ids', () => {
    const palettes = generatePalettes('#10b981');
    expect(palettes.map((palette) => palette.name)).toEqual([
      'Complementary',
      'Triadic',
      'Analogous',
      'Monochromatic',
    ]);
    expect(new Set(palettes.map((palette) => palette.id)).size).toBe(4);
  });
});

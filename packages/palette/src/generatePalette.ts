import chroma from 'chroma-js';
import { checkAccessibility, contrastRatio, MIN_CONTRAST_RATIO } from './contrast';
import { fixAccessibility } from './fixAccessibility';
import { parseHex } from './hex';
import { STATUS_COLORS } from './statusColors';
import { PALETTE_METHODS, type Palette, type PaletteMethod } from './types';

/** The spec's default base colour (the placeholder of the generator's field). */
export const DEFAULT_BASE_COLOR = '#2563eb';

export const PALETTE_METHOD_NAMES: Record<PaletteMethod, string> = {
  complementary: 'Complementary',
  triadic: 'Triadic',
  analogous: 'Analogous',
  monochromatic: 'Monochromatic',
};

function hsl(hex: string): [number, number, number] {
  const [h, s, l] = chroma(hex).hsl();
  return [Number.isNaN(h) ? 0 : h, Number.isNaN(s) ? 0 : s, l];
}

function rotate(hex: string, degrees: number): string {
  const [h, s, l] = hsl(hex);
  return chroma.hsl((((h + degrees) % 360) + 360) % 360, s, l).hex();
}

/** Moves lightness by `delta`, bouncing the other way when that would leave the usable range. */
function shiftLightness(hex: string, delta: number): string {
  const [h, s, l] = hsl(hex);
  const target = l + delta;
  const next = target > 0.95 || target < 0.05 ? l - delta : target;
  return chroma.hsl(h, s, Math.min(0.95, Math.max(0.05, next))).hex();
}

function harmony(base: string, method: PaletteMethod): [secondary: string, accent: string] {
  switch (method) {
    case 'complementary':
      return [rotate(base, 180), shiftLightness(rotate(base, 180), 0.2)];
    case 'triadic':
      return [rotate(base, 120), rotate(base, 240)];
    case 'analogous':
      return [rotate(base, 30), rotate(base, -30)];
    case 'monochromatic':
      return [shiftLightness(base, -0.15), shiftLightness(base, 0.25)];
  }
}

/** Light and dark surfaces tinted with the base hue, lightest first. */
function surfaces(base: string): Array<{ background: string; text: string }> {
  const [h, s] = hsl(base);
  return [
    {
      background: chroma.hsl(h, Math.min(s, 0.6), 0.98).hex(),
      text: chroma.hsl(h, Math.min(s, 0.5), 0.12).hex(),
    },
    {
      background: chroma.hsl(h, Math.min(s, 0.5), 0.1).hex(),
      text: chroma.hsl(h, Math.min(s, 0.6), 0.97).hex(),
    },
  ];
}

/** The text colour mixed toward the background as far as it can go while still reading at AA. */
function secondaryText(text: string, background: string): string {
  for (let ratio = 0.45; ratio > 0; ratio -= 0.05) {
    const candidate = chroma.mix(text, background, ratio, 'rgb').hex();
    if (contrastRatio(candidate, background) >= MIN_CONTRAST_RATIO) return candidate;
  }
  return text;
}

/**
 * Generates a full palette from a base colour. The base stays the primary colour; text and
 * background are chosen so that the palette passes `checkAccessibility` (a light scheme when the
 * text can read on the primary colour, otherwise a dark one, otherwise the nearest fix).
 * @throws Error with the spec's invalid hex message when `baseHex` is not a valid hex colour.
 */
export function generatePalette(
  baseHex: string = DEFAULT_BASE_COLOR,
  method: PaletteMethod = 'complementary',
): Palette {
  const primary = parseHex(baseHex);
  const [secondary, accent] = harmony(primary, method);
  const options = surfaces(primary);
  const surface =
    options.find((option) => checkAccessibility({ primary, ...option }).accessible) ??
    options.reduce((best, next) =>
      contrastRatio(primary, next.text) > contrastRatio(primary, best.text) ? next : best,
    );
  const palette: Palette = {
    id: `${method}-${primary.slice(1)}`,
    name: PALETTE_METHOD_NAMES[method],
    primary,
    secondary,
    accent,
    background: surface.background,
    text: surface.text,
    textSecondary: secondaryText(surface.text, surface.background),
    border: chroma.mix(surface.background, surface.text, 0.18, 'rgb').hex(),
    ...STATUS_COLORS,
  };
  // Only primaries sitting right at the black/white crossover (luminance about 0.18) get here.
  return checkAccessibility(palette).accessible
    ? palette
    : { ...fixAccessibility(palette), id: palette.id };
}

/** One palette per method, in the order of `PALETTE_METHODS`. */
export function generatePalettes(baseHex: string = DEFAULT_BASE_COLOR): Palette[] {
  return PALETTE_METHODS.map((method) => generatePalette(baseHex, method));
}

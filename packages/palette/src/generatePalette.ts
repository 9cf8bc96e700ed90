import chroma from 'chroma-js';
import { checkAccessibility, contrastRatio, MIN_CONTRAST_RATIO } from './contrast';
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

// Half an 8-bit channel step in HSL lightness: finer steps would only revisit the same hex values.
const LIGHTNESS_STEP = 1 / 512;

interface Surface {
  background: string;
  text: string;
  /** How far the text's HSL lightness had to move from its tinted default, 0 to 1. */
  change: number;
}

/**
 * A light or a dark surface tinted with the base hue, with the text pushed from its tinted default
 * (lightness 0.12 or 0.97) toward black or white until it reads on both the primary colour and the
 * background. Primaries near luminance 0.2 need near-black or near-white text; lightness 0 and 1
 * are pure black and white, one of which reaches 4.5:1 against any colour, so the base never has
 * to move. Null when even black or white fails (the other scheme then works).
 */
function surface(primary: string, scheme: 'light' | 'dark'): Surface | null {
  const [h, s] = hsl(primary);
  const light = scheme === 'light';
  const background = chroma.hsl(h, Math.min(s, light ? 0.6 : 0.5), light ? 0.98 : 0.1).hex();
  const textSaturation = Math.min(s, light ? 0.5 : 0.6);
  const from = light ? 0.12 : 0.97;
  const limit = light ? from : 1 - from;
  for (let change = 0; ; change = Math.min(limit, change + LIGHTNESS_STEP)) {
    const text = chroma.hsl(h, textSaturation, light ? from - change : from + change).hex();
    if (checkAccessibility({ primary, background, text }).accessible) {
      return { background, text, change };
    }
    if (change === limit) return null;
  }
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
 * background are chosen so that the palette passes `checkAccessibility`: the light or the dark
 * scheme whose text needs the smaller move from its tinted default (the light one on a tie, so
 * dark text on a light background wherever the tinted dark text already reads on the primary).
 * @throws Error with the spec's invalid hex message when `baseHex` is not a valid hex colour.
 */
export function generatePalette(
  baseHex: string = DEFAULT_BASE_COLOR,
  method: PaletteMethod = 'complementary',
): Palette {
  const primary = parseHex(baseHex);
  const [secondary, accent] = harmony(primary, method);
  const chosen = [surface(primary, 'light'), surface(primary, 'dark')]
    .filter((option): option is Surface => option !== null)
    .reduce<Surface | null>(
      (best, next) => (best && best.change <= next.change ? best : next),
      null,
    );
  if (!chosen) {
    // Unreachable (see surface), kept so a future change cannot return a failing palette.
    throw new Error(`generatePalette: no accessible text for ${primary}`);
  }
  return {
    id: `${method}-${primary.slice(1)}`,
    name: PALETTE_METHOD_NAMES[method],
    primary,
    secondary,
    accent,
    background: chosen.background,
    text: chosen.text,
    textSecondary: secondaryText(chosen.text, chosen.background),
    border: chroma.mix(chosen.background, chosen.text, 0.18, 'rgb').hex(),
    ...STATUS_COLORS,
  };
}

/** One palette per method, in the order of `PALETTE_METHODS`. */
export function generatePalettes(baseHex: string = DEFAULT_BASE_COLOR): Palette[] {
  return PALETTE_METHODS.map((method) => generatePalette(baseHex, method));
}

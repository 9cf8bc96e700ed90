// The renderer's sanitisers: each takes a value from an unchecked design and returns it when it fits
// its grammar, or the fallback. Content becomes text here as well.
import {
  isCssBorder,
  isCssColor,
  isCssFontFamily,
  isCssFontSize,
  isCssLength,
  MAX_CONTENT_WIDTH,
  MIN_CONTENT_WIDTH,
  toPixels,
} from '../cssValues';
import type { Alignment } from '../schema';
import { ValueCache } from './valueCache';

// The renderer does not trust its input to have come through parseDesign: every CSS value is checked
// again here and replaced by the fallback when it does not fit its grammar. Fallbacks are constants or
// values checked already, so a value equal to its fallback (most settings keep the element's default)
// is returned without running the check again.

const ONE_LENGTH = '(?:0|\\d{1,4}(?:\\.\\d{1,3})?(?:px|em|rem|%|pt)|auto)';
const PLAIN_LENGTHS = [1, 2, 3, 4].map(
  (parts) => new RegExp(`^${ONE_LENGTH}(?: ${ONE_LENGTH}){0,${parts - 1}}$`),
);

export function length(value: unknown, fallback: string, maxParts = 1): string {
  if (value === fallback) return fallback;
  // Fast path: stored settings are almost always lengths already in canonical form.
  if (typeof value === 'string' && PLAIN_LENGTHS[maxParts - 1]?.test(value)) return value;
  if (typeof value !== 'string' && typeof value !== 'number') return fallback;
  const pixels = toPixels(value);
  return pixels && isCssLength(pixels, maxParts) ? pixels : fallback;
}

export function fontSize(value: unknown, fallback: string): string {
  if (value === fallback) return fallback;
  // Fast path, as for lengths: stored sizes are almost always canonical already.
  if (typeof value === 'string' && isCssFontSize(value)) return value;
  if (typeof value !== 'string' && typeof value !== 'number') return fallback;
  const pixels = toPixels(value);
  return isCssFontSize(pixels) ? pixels : fallback;
}

const CONTENT_WIDTH = /^(\d{1,5}(?:\.\d{1,3})?)px$/;

/**
 * The content width as pixels, held within MIN/MAX_CONTENT_WIDTH: an unchecked design's '10px' must
 * not give Outlook a negative button width. Anything but pixels gets the fallback, as parseDesign
 * rejects it.
 */
export function contentWidth(value: unknown, fallback: number): number {
  if (typeof value !== 'string' && typeof value !== 'number') return fallback;
  // Stored widths are canonical pixels already; toPixels() only for the rest.
  const match =
    (typeof value === 'string' && CONTENT_WIDTH.exec(value)) || CONTENT_WIDTH.exec(toPixels(value));
  if (!match) return fallback;
  return Math.min(MAX_CONTENT_WIDTH, Math.max(MIN_CONTENT_WIDTH, Math.round(Number(match[1]))));
}

export function color(value: unknown, fallback: string): string {
  if (value === fallback) return fallback;
  return typeof value === 'string' && isCssColor(value) ? value : fallback;
}

export function fontFamily(value: unknown, fallback: string): string {
  if (value === fallback || typeof value !== 'string' || !fontFamilies.get(value)) return fallback;
  return value.includes('"') ? value.replace(/"/g, "'") : value;
}

// Borders and font stacks take the slowest checks and repeat the most; their verdicts are kept.
const borders = new ValueCache(isCssBorder);
const fontFamilies = new ValueCache(isCssFontFamily);

export function border(value: unknown, fallback: string): string {
  if (value === fallback) return fallback;
  return typeof value === 'string' && value !== '' && borders.get(value) ? value : fallback;
}

export function alignment(value: unknown, fallback: Alignment): Alignment {
  return value === 'left' || value === 'center' || value === 'right' ? value : fallback;
}

/** Content as text. Anything but a string or a number is no text: String() throws on objects without a prototype. */
export function text(value: unknown): string {
  if (typeof value === 'string') return value;
  return typeof value === 'number' || typeof value === 'boolean' || typeof value === 'bigint'
    ? String(value)
    : '';
}

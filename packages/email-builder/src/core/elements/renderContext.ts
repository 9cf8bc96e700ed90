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
import type { Alignment, EmailStyle } from '../schema';

/** What every element renderer needs from the document around it. */
export interface RenderContext {
  /** The email style, every value already checked. */
  style: EmailStyle;
  /** Width in pixels inside the container's padding, for Outlook's fixed widths. */
  innerWidth: number;
  /** paragraphStart() in the email's own font, size and colour, made flat once per render. */
  paragraphStart: string;
  /** labelStyle() in the email's own font and size, made flat once per render. */
  labelStyle: string;
}

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
  if (value === fallback || typeof value !== 'string' || !isFontFamily(value)) return fallback;
  return value.includes('"') ? value.replace(/"/g, "'") : value;
}

// Borders and font stacks take the slowest checks and repeat the most; their verdicts are kept.
function remembered(check: (value: string) => boolean): (value: string) => boolean {
  const verdicts = new Map<string, boolean>();
  return (value) => {
    let verdict = verdicts.get(value);
    if (verdict === undefined) {
      verdict = check(value);
      if (verdicts.size >= 256) verdicts.clear();
      verdicts.set(value, verdict);
    }
    return verdict;
  };
}
const isBorder = remembered(isCssBorder);
const isFontFamily = remembered(isCssFontFamily);

export function border(value: unknown, fallback: string): string {
  if (value === fallback) return fallback;
  return typeof value === 'string' && value !== '' && isBorder(value) ? value : fallback;
}

export function alignment(value: unknown, fallback: Alignment): Alignment {
  return value === 'left' || value === 'center' || value === 'right' ? value : fallback;
}

/**
 * The text as one flat string. A concatenation is a tree of pieces, which V8 copies one by one when
 * the document is flattened: a fragment that many rows reuse is cheaper copied into one piece once.
 */
export function flat(value: string): string {
  // Slicing flattens the tree; joining the two slices copies them into a new string.
  return [value.slice(0, 1), value.slice(1)].join('');
}

/** Content as text. Anything but a string or a number is no text: String() throws on objects without a prototype. */
export function text(value: unknown): string {
  if (typeof value === 'string') return value;
  return typeof value === 'number' || typeof value === 'boolean' || typeof value === 'bigint'
    ? String(value)
    : '';
}

// Paddings repeat across elements; their pixel sums are looked up rather than parsed every time.
const paddingCache = new Map<string, [horizontal: number, vertical: number]>();

function paddingPixels(padding: string): [number, number] {
  let cached = paddingCache.get(padding);
  if (!cached) {
    const parts = padding
      .split(' ')
      .map((part) => (part.endsWith('px') ? Number.parseFloat(part) : 0));
    const [top = 0, right = top, bottom = top, left = right] = parts;
    cached = [right + left, top + bottom];
    if (paddingCache.size >= 256) paddingCache.clear();
    paddingCache.set(padding, cached);
  }
  return cached;
}

/** Horizontal padding in pixels of a padding shorthand (left + right). */
export function horizontalPadding(padding: string): number {
  return paddingPixels(padding)[0];
}

/** Vertical padding in pixels of a padding shorthand (top + bottom). */
export function verticalPadding(padding: string): number {
  return paddingPixels(padding)[1];
}

// CSS values come from user-edited settings and end up inside `style="..."` attributes. Each kind of
// value is checked against a closed grammar (no `;`, `:`, `/`, quotes only in pairs around font
// names, no functions but rgb()/hsl()), so a value can never end the declaration, open a url() or run
// an expression(); the schema rejects what fails, and the renderer falls back to a default for it.

import { NAMED_COLORS } from './namedColors';

const LENGTH = /^(?:0|\d{1,4}(?:\.\d{1,3})?(?:px|em|rem|%|pt)|auto)$/;
const UNITLESS = /^\d{1,4}(?:\.\d{1,3})?$/;
const HEX = /^#(?:[0-9a-f]{3,4}|[0-9a-f]{6}|[0-9a-f]{8})$/i;
const COLOR_FUNCTION = /^(?:rgba?|hsla?)\([\d.%\s,/+-]{1,60}\)$/i;
// The lookahead asks for a non-zero digit: 0 or 0.00 is no size.
const FONT_SIZE = /^(?=[\d.]*[1-9])\d{1,3}(?:\.\d{1,3})?(?:px|em|rem|%|pt)$/;
// A family name is bare words or one quoted run: an unpaired quote would open a CSS string that
// swallows the declarations after it.
const FONT_NAME = `(?:[A-Za-z0-9-]+(?: +[A-Za-z0-9-]+)*|'[A-Za-z0-9 -]+'|"[A-Za-z0-9 -]+")`;
const FONT_FAMILY = new RegExp(`^ *${FONT_NAME}(?: *, *${FONT_NAME})* *$`);
const PIXELS = /^(\d{1,4}(?:\.\d{1,3})?)px$/;
const BORDER_TOKEN = /(?:rgba?|hsla?)\([^)]*\)|\S+/gi;
const BORDER_STYLES = new Set([
  'none',
  'hidden',
  'dotted',
  'dashed',
  'solid',
  'double',
  'groove',
  'ridge',
  'inset',
  'outset',
]);

/** A length such as `16px`, `1.5em`, `100%`, `0` or `auto`; `maxParts` > 1 allows shorthands. */
export function isCssLength(value: string, maxParts = 1): boolean {
  const parts = value.trim().split(/\s+/);
  if (parts.length > maxParts || value.length > 80) return false;
  for (const part of parts) if (!LENGTH.test(part)) return false;
  return true;
}

/** A hex colour, an rgb()/rgba()/hsl()/hsla() colour, `transparent` or a CSS named colour. */
export function isCssColor(value: string): boolean {
  if (HEX.test(value) || COLOR_FUNCTION.test(value)) return true;
  const name = value.toLowerCase();
  return name === 'transparent' || Object.hasOwn(NAMED_COLORS, name);
}

/** A font stack: names separated by commas, each bare (`Arial`) or quoted (`'Times New Roman'`). */
export function isCssFontFamily(value: string): boolean {
  return value.length <= 200 && FONT_FAMILY.test(value);
}

/** A font size: a positive length (`16px`, `1.2em`); not `auto` or `0`, which are no size. */
export function isCssFontSize(value: string): boolean {
  return FONT_SIZE.test(value);
}

/** The narrowest and widest content column: Outlook's fixed widths are computed from it. */
export const MIN_CONTENT_WIDTH = 200;
export const MAX_CONTENT_WIDTH = 1200;

/**
 * A content width in pixels within MIN/MAX_CONTENT_WIDTH, or undefined. Only pixels: Outlook's
 * ghost table and the mobile breakpoint need a pixel width, and em or % have nothing to resolve
 * against there.
 */
export function contentWidthPixels(value: string): number | undefined {
  const match = PIXELS.exec(value.trim());
  if (!match) return undefined;
  const pixels = Number(match[1]);
  return pixels >= MIN_CONTENT_WIDTH && pixels <= MAX_CONTENT_WIDTH ? pixels : undefined;
}

/** A border shorthand: up to a width, a style and a colour, in any order, or `none`. */
export function isCssBorder(value: string): boolean {
  if (value.length > 100) return false;
  const tokens = value.trim().match(BORDER_TOKEN);
  if (!tokens || tokens.length > 3) return false;
  for (const token of tokens) {
    if (!(LENGTH.test(token) || BORDER_STYLES.has(token.toLowerCase()) || isCssColor(token))) {
      return false;
    }
  }
  return true;
}

/** Writes bare numbers (`24`, `'24'`) as pixels, the unit every builder setting uses. */
export function toPixels(value: string | number): string {
  if (typeof value === 'number') return `${value}px`;
  const parts = value.trim().split(/\s+/);
  return parts.map((part) => (UNITLESS.test(part) && part !== '0' ? `${part}px` : part)).join(' ');
}

/** Double quotes in a font stack become single ones, which read better inside style attributes. */
export function normaliseFontFamily(value: string): string {
  return value.trim().replace(/"/g, "'");
}

/** The first length of a shorthand as a number of pixels, for attributes such as `width="600"`. */
export function pixelsOf(value: string | undefined, fallback: number): number {
  if (!value) return fallback;
  const match = /^(\d{1,4}(?:\.\d{1,3})?)px$/.exec(value.trim().split(/\s+/)[0] ?? '');
  return match ? Math.round(Number(match[1])) : fallback;
}

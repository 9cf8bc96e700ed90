// CSS values come from user-edited settings and end up inside `style="..."` attributes. Each kind of
// value is checked against a closed grammar (no `;`, `:`, `/`, quotes other than in font names, no
// functions but rgb()/hsl()), so a value can never end the declaration, open a url() or run an
// expression(); the schema rejects what fails, and the renderer falls back to a default for it.

const LENGTH = /^(?:0|\d{1,4}(?:\.\d{1,3})?(?:px|em|rem|%|pt)|auto)$/;
const UNITLESS = /^\d{1,4}(?:\.\d{1,3})?$/;
const HEX = /^#(?:[0-9a-f]{3,4}|[0-9a-f]{6}|[0-9a-f]{8})$/i;
const COLOR_FUNCTION = /^(?:rgba?|hsla?)\([\d.%\s,/+-]{1,60}\)$/i;
const NAMED_COLOR = /^[a-z]{3,30}$/i;
const FONT_FAMILY = /^[A-Za-z0-9 ,'"-]{1,200}$/;
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

/** A hex colour, an rgb()/rgba()/hsl()/hsla() colour, or a colour keyword. */
export function isCssColor(value: string): boolean {
  return HEX.test(value) || COLOR_FUNCTION.test(value) || NAMED_COLOR.test(value);
}

/** A font stack of names, optionally quoted. */
export function isCssFontFamily(value: string): boolean {
  return FONT_FAMILY.test(value) && value.trim().length > 0;
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

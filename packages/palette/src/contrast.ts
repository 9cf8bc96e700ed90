import chroma from 'chroma-js';
import type { AccessibilityResult, Palette } from './types';

/** WCAG 2.x AA minimum contrast for normal text. */
export const MIN_CONTRAST_RATIO = 4.5;

export const PRIMARY_TEXT_ISSUE =
  'Primary color and text do not meet WCAG AA contrast requirements';
export const BACKGROUND_TEXT_ISSUE =
  'Background and text do not meet WCAG AA contrast requirements';

const HEX6 = /^#[0-9a-f]{6}$/i;
const linear = (channel: number) => {
  const c = channel / 255;
  return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
};

/** WCAG 2.x relative luminance, 0 (black) to 1 (white). */
export function relativeLuminance(color: string): number {
  // `#rrggbb` directly: the palette searches measure thousands of candidates per palette.
  if (!HEX6.test(color)) return chroma(color).luminance();
  const n = Number.parseInt(color.slice(1), 16);
  return 0.2126 * linear(n >> 16) + 0.7152 * linear((n >> 8) & 255) + 0.0722 * linear(n & 255);
}

/** WCAG 2.x contrast ratio between two colours: 1 (same luminance) to 21 (black on white). */
export function contrastRatio(a: string, b: string): number {
  const la = relativeLuminance(a);
  const lb = relativeLuminance(b);
  return la > lb ? (la + 0.05) / (lb + 0.05) : (lb + 0.05) / (la + 0.05);
}

/**
 * Spec section 5, "Palette accessibility": primary against text and background against text must
 * each reach 4.5:1.
 */
export function checkAccessibility(
  palette: Pick<Palette, 'primary' | 'background' | 'text'>,
): AccessibilityResult {
  const issues: string[] = [];
  if (contrastRatio(palette.primary, palette.text) < MIN_CONTRAST_RATIO) {
    issues.push(PRIMARY_TEXT_ISSUE);
  }
  if (contrastRatio(palette.background, palette.text) < MIN_CONTRAST_RATIO) {
    issues.push(BACKGROUND_TEXT_ISSUE);
  }
  return { accessible: issues.length === 0, issues };
}

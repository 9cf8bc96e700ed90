import chroma from 'chroma-js';
import type { AccessibilityResult, Palette } from './types';

/** WCAG 2.x AA minimum contrast for normal text. */
export const MIN_CONTRAST_RATIO = 4.5;

export const PRIMARY_TEXT_ISSUE =
  'Primary color and text do not meet WCAG AA contrast requirements';
export const BACKGROUND_TEXT_ISSUE =
  'Background and text do not meet WCAG AA contrast requirements';

/** WCAG 2.x relative luminance, 0 (black) to 1 (white). */
export function relativeLuminance(color: string): number {
  return chroma(color).luminance();
}

/** WCAG 2.x contrast ratio between two colours: 1 (same luminance) to 21 (black on white). */
export function contrastRatio(a: string, b: string): number {
  return chroma.contrast(a, b);
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

import { darkDesign, type ColorScheme } from './darkMode';
import type { Design, DesignElement } from './schema';
import { requiredContrast, visibleTextColors } from './textColors';

export {
  LARGE_TEXT_CONTRAST_RATIO,
  requiredContrast,
  textColorsOf,
  visibleTextColors,
} from './textColors';
export type { ColorScheme } from './darkMode';

/** A text element whose colour is hard to read against what is behind it. */
export interface ContrastIssue {
  elementId: string;
  /** The text colour as given, or as seen (`#rrggbb`) when it is see-through. */
  foreground: string;
  /** The background as given, or as seen (`#rrggbb`) when it is see-through. */
  background: string;
  /** The WCAG contrast ratio, rounded to two decimals. */
  ratio: number;
  /** The ratio this text needs: 4.5, or 3 for large text (WCAG AA). */
  required: number;
}

/** What contrastIssues measures. */
export interface ContrastOptions {
  /** A ratio asked of all text instead of WCAG AA's 4.5 or 3. @default WCAG AA per element */
  minimum?: number;
  /**
   * Which scheme to measure: 'dark' measures the colours the rendered email takes in a client in
   * dark mode (`darkDesign`). @default 'light'
   */
  scheme?: ColorScheme;
}

/**
 * Every header, text and button whose text falls under WCAG AA against its background: 4.5:1, or
 * 3:1 for large text (see requiredContrast); `minimum`, when given, is asked of all text instead.
 * The background is the element's own over the email's, see-through colours mixed with what is
 * beneath them. `{ scheme: 'dark' }` measures the email as clients in dark mode show it.
 */
export function contrastIssues(
  design: Design,
  options?: number | ContrastOptions,
): ContrastIssue[] {
  const { minimum, scheme } = typeof options === 'number' ? { minimum: options } : (options ?? {});
  if (scheme === 'dark') design = darkDesign(design);
  const issues: ContrastIssue[] = [];
  collectIssues(design.elements, design.style, minimum, issues);
  return issues;
}

function collectIssues(
  elements: readonly DesignElement[],
  style: Design['style'],
  minimum: number | undefined,
  issues: ContrastIssue[],
) {
  for (const element of elements) {
    if (element.columns) {
      // A columns element's own background is what its blocks sit on.
      const backdrop = element.settings.backgroundColor;
      const inner = backdrop ? { ...style, backgroundColor: backdrop } : style;
      for (const column of element.columns) collectIssues(column.elements, inner, minimum, issues);
      continue;
    }
    if (!element.content.trim()) continue;
    const colors = visibleTextColors(element, style);
    if (!colors) continue;
    const required = minimum ?? requiredContrast(element, style);
    if (colors.ratio < required) {
      issues.push({
        elementId: element.id,
        foreground: colors.foreground,
        background: colors.background,
        ratio: Math.round(colors.ratio * 100) / 100,
        required,
      });
    }
  }
}

import { contrastRatio, MIN_CONTRAST_RATIO } from '@crm/palette';
import { ELEMENT_DEFAULTS } from './defaults';
import type { Design, DesignElement } from './schema';

/** A text element whose colour is hard to read against what is behind it. */
export interface ContrastIssue {
  elementId: string;
  foreground: string;
  background: string;
  /** The WCAG contrast ratio, rounded to two decimals. */
  ratio: number;
}

/** The colours a text-bearing element is drawn with, as the renderer resolves them. */
export function textColorsOf(
  element: DesignElement,
  style: Design['style'],
): { foreground: string; background: string } | undefined {
  const s = element.settings;
  if (element.type === 'button') {
    return {
      foreground: s.color || ELEMENT_DEFAULTS.button.settings.color!,
      background: s.backgroundColor || ELEMENT_DEFAULTS.button.settings.backgroundColor!,
    };
  }
  if (element.type === 'header' || element.type === 'text') {
    return {
      foreground: s.color || style.textColor,
      background: s.backgroundColor || style.backgroundColor,
    };
  }
  return undefined;
}

/**
 * Every header, text and button whose text falls under the WCAG AA ratio (4.5) against its
 * background: the element's own background, else the email's.
 */
export function contrastIssues(design: Design, minimum = MIN_CONTRAST_RATIO): ContrastIssue[] {
  const issues: ContrastIssue[] = [];
  for (const element of design.elements) {
    const colors = textColorsOf(element, design.style);
    if (!colors || !element.content.trim()) continue;
    let ratio: number;
    try {
      ratio = contrastRatio(colors.foreground, colors.background);
    } catch {
      continue; // a colour keyword chroma does not know: nothing to measure
    }
    if (ratio < minimum) {
      issues.push({ elementId: element.id, ...colors, ratio: Math.round(ratio * 100) / 100 });
    }
  }
  return issues;
}

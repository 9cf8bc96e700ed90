import { contrastRatio, MIN_CONTRAST_RATIO } from '@crm/palette';
import { ELEMENT_DEFAULTS } from './defaults';
import { compositeOver, parseCssColor, toHex, type Rgba } from './parseCssColor';
import type { Design, DesignElement } from './schema';

/** A text element whose colour is hard to read against what is behind it. */
export interface ContrastIssue {
  elementId: string;
  /** The text colour as given, or as seen (`#rrggbb`) when it is see-through. */
  foreground: string;
  /** The background as given, or as seen (`#rrggbb`) when it is see-through. */
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

// What a mail client paints under the email when the email's own background lets it through.
const CLIENT_CANVAS: Rgba = { r: 255, g: 255, b: 255, a: 1 };

/** Colours painted over each other, bottom first, as the eye sees the top one; undefined if unknown. */
function seen(layers: readonly string[]): { rgba: Rgba; css: string } | undefined {
  let below = CLIENT_CANVAS;
  let css = '';
  for (const layer of layers) {
    const rgba = parseCssColor(layer);
    if (!rgba) return undefined;
    below = compositeOver(rgba, below);
    css = rgba.a === 1 ? layer : toHex(below);
  }
  return { rgba: below, css };
}

/**
 * The text and background colours of an element as they appear: a see-through colour is mixed with
 * what is beneath it (`transparent` shows the email background; the email background shows the
 * client's white), as text in rgba(0,0,0,0.05) is not black.
 */
export function visibleTextColors(
  element: DesignElement,
  style: Design['style'],
): { foreground: string; background: string; ratio: number } | undefined {
  const colors = textColorsOf(element, style);
  if (!colors) return undefined;
  const ownBackground = element.type === 'button' || Boolean(element.settings.backgroundColor);
  const layers = ownBackground
    ? [style.backgroundColor, colors.background]
    : [style.backgroundColor];
  const background = seen(layers);
  const foreground = seen([...layers, colors.foreground]);
  if (!background || !foreground) return undefined;
  return {
    foreground: foreground.css,
    background: background.css,
    ratio: contrastRatio(toHex(foreground.rgba), toHex(background.rgba)),
  };
}

/**
 * Every header, text and button whose text falls under the WCAG AA ratio (4.5) against its
 * background: the element's own background over the email's, see-through colours mixed with what
 * is beneath them.
 */
export function contrastIssues(design: Design, minimum = MIN_CONTRAST_RATIO): ContrastIssue[] {
  const issues: ContrastIssue[] = [];
  for (const element of design.elements) {
    if (!element.content.trim()) continue;
    const colors = visibleTextColors(element, design.style);
    if (colors && colors.ratio < minimum) {
      issues.push({
        elementId: element.id,
        foreground: colors.foreground,
        background: colors.background,
        ratio: Math.round(colors.ratio * 100) / 100,
      });
    }
  }
  return issues;
}

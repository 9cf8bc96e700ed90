import { contrastRatio, MIN_CONTRAST_RATIO } from '@crm/palette';
import { ELEMENT_DEFAULTS } from './defaults';
import { isCssFontSize } from './cssValues';
import { compositeOver, parseCssColor, toHex, type Rgba } from './parseCssColor';
import type { Design, DesignElement } from './schema';

// How text-bearing elements are coloured as the renderer resolves them, and how that reads (WCAG):
// what contrastIssues, applyPalette and the dark scheme (darkMode.ts) measure with.

/** WCAG AA for large text: at least 24 px, or 18.66 px (14 pt) bold. */
export const LARGE_TEXT_CONTRAST_RATIO = 3;
const LARGE_TEXT_PX = 24;
const LARGE_BOLD_TEXT_PX = 18.66;
// What a mail client's root font size is, for rem (and for em on the body).
const CLIENT_FONT_PX = 16;

/** A checked CSS font size in pixels; undefined for what cannot be sized (treated as small). */
function fontPixels(value: string | undefined, parentPx: number): number | undefined {
  if (!value || !isCssFontSize(value)) return undefined;
  const n = Number.parseFloat(value);
  if (value.endsWith('px')) return n;
  if (value.endsWith('pt')) return (n * 4) / 3;
  if (value.endsWith('rem')) return n * CLIENT_FONT_PX;
  if (value.endsWith('em')) return n * parentPx;
  return (n / 100) * parentPx; // %
}

/**
 * The contrast WCAG AA asks of an element's text: 3:1 when it is large (24 px, or bold from
 * 18.66 px: headers and button labels are bold), 4.5:1 otherwise. Sizes are resolved as the
 * renderer writes them (a header is 24px unless set, text and buttons take the email's size).
 */
export function requiredContrast(element: DesignElement, style: Design['style']): number {
  const basePx = fontPixels(style.fontSize, CLIENT_FONT_PX) ?? CLIENT_FONT_PX;
  const own = element.settings.fontSize;
  const fallback =
    element.type === 'header' ? ELEMENT_DEFAULTS.header.settings.fontSize : undefined;
  const px = fontPixels(own, basePx) ?? fontPixels(fallback, basePx) ?? basePx;
  const bold = element.type === 'header' || element.type === 'button';
  const large = px >= LARGE_TEXT_PX || (bold && px >= LARGE_BOLD_TEXT_PX);
  return large ? LARGE_TEXT_CONTRAST_RATIO : MIN_CONTRAST_RATIO;
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

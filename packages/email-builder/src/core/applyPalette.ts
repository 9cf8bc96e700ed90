import { readableOn, type Palette } from '@crm/palette';
import { requiredContrast, visibleTextColors } from './contrastIssues';
import { toPixels } from './cssValues';
import type { Design, DesignElement } from './schema';

/**
 * The colours of a palette that a design takes; any @crm/palette Palette fits. `secondary` and
 * `textSecondary` are further choices for text that the preferred colour cannot carry.
 */
export type PaletteColors = Pick<Palette, 'primary' | 'accent' | 'background' | 'text'> &
  Partial<Pick<Palette, 'secondary' | 'textSecondary'>>;

/** White button text (spec 4: buttons get the accent background with white text). */
export const PALETTE_BUTTON_TEXT = '#ffffff';

type Role = keyof PaletteColors;

// Each kind of text tries its colours in this order and takes the first that reads (WCAG AA).
const HEADER_ROLES: readonly Role[] = ['primary', 'secondary', 'text', 'textSecondary', 'accent'];
const BODY_ROLES: readonly Role[] = ['text', 'textSecondary', 'primary', 'secondary', 'accent'];
const SMALL_TEXT_ROLES: readonly Role[] = [
  'textSecondary',
  'text',
  'primary',
  'secondary',
  'accent',
];

const pixels = (size: string | undefined) => {
  const value = size && toPixels(size);
  return value?.endsWith('px') ? Number.parseFloat(value) : undefined;
};

/**
 * Text set smaller than the email's own size (a footer, a note) reads as secondary text and takes
 * `textSecondary` first; other text takes `text`.
 */
function isSecondaryText(element: DesignElement, style: Design['style']): boolean {
  const own = pixels(element.settings.fontSize);
  const base = pixels(style.fontSize);
  return own !== undefined && base !== undefined && own < base;
}

/** Whether `element` drawn in `color` meets WCAG AA where it sits in `style`. */
function reads(element: DesignElement, style: Design['style'], color: string): boolean {
  const themed = { ...element, settings: { ...element.settings, color } };
  const seen = visibleTextColors(themed, style);
  return seen !== undefined && seen.ratio >= requiredContrast(themed, style);
}

/**
 * The first of `choices` (the palette's colours, in order of preference) that reads on the element's background; when none does, the
 * first role with its lightness moved as little as needed (hue and saturation stay).
 */
function readableColor(
  element: DesignElement,
  style: Design['style'],
  choices: readonly (string | undefined)[],
): string {
  const candidates = choices.filter((c): c is string => Boolean(c));
  const found = candidates.find((candidate) => reads(element, style, candidate));
  if (found) return found;
  const preferred = candidates[0]!;
  const seen = visibleTextColors(
    { ...element, settings: { ...element.settings, color: preferred } },
    style,
  );
  if (!seen) return preferred; // an unmeasurable own background: nothing to aim at
  return readableOn(preferred, seen.background, requiredContrast(element, style));
}

/** The email's own text colour: the first role that reads as body text on the background. */
function bodyTextColor(style: Design['style'], palette: PaletteColors): string {
  const probe: DesignElement = { id: 'probe', type: 'text', content: 'x', settings: {} };
  return readableColor(
    probe,
    style,
    BODY_ROLES.map((role) => palette[role]),
  );
}

/**
 * Applies a palette to a design (spec 4), so that every piece of text reads (WCAG AA: 4.5:1, or 3:1
 * for text of 24 px, or bold from 18.66 px) on what it sits on:
 * - the email takes the palette's background, and as its text colour the first of text,
 *   textSecondary, primary, secondary, accent that reads on it;
 * - headers take the primary colour (spec 4) wherever it reads, else the first of secondary, text,
 *   textSecondary, accent that does;
 * - text blocks take the palette's text (secondary text, set smaller than the email's size, takes
 *   textSecondary first); a block's own background stays while the palette's text reads on it and
 *   goes otherwise, so the text sits on the palette's background;
 * - buttons take the accent background (spec 4) with white labels (spec 4) where white reads on the
 *   accent, else the palette's background, text or textSecondary;
 * - only where none of the palette's colours reads is one adjusted: the first choice, its HSL
 *   lightness moved as little as needed.
 * Where this departs from spec 4's literal rule (headers primary, white button text), it is to keep
 * the email readable; `contrastIssues` of the result is always empty. Pure: returns a new design and
 * leaves the given one untouched; other elements keep their own colours.
 */
export function applyPalette<D extends Design>(design: D, palette: PaletteColors): D {
  const backdrop = { ...design.style, backgroundColor: palette.background };
  const style = { ...backdrop, textColor: bodyTextColor(backdrop, palette) };
  return {
    ...design,
    style,
    elements: design.elements.map(function themed(element): DesignElement {
      if (element.columns) {
        // Its blocks are themed on the palette's background: the columns' own background goes.
        const settings = { ...element.settings };
        delete settings.backgroundColor;
        return {
          ...element,
          settings,
          columns: element.columns.map((column) => ({ elements: column.elements.map(themed) })),
        };
      }
      if (element.type === 'text' || element.type === 'header') {
        const settings = { ...element.settings };
        if (settings.backgroundColor && !reads(element, style, palette.text)) {
          delete settings.backgroundColor;
        }
        const themed = { ...element, settings };
        const roles =
          element.type === 'header'
            ? HEADER_ROLES
            : isSecondaryText(element, style)
              ? SMALL_TEXT_ROLES
              : BODY_ROLES;
        settings.color = readableColor(
          themed,
          style,
          roles.map((role) => palette[role]),
        );
        return themed;
      }
      if (element.type === 'button') {
        const onAccent = {
          ...element,
          settings: { ...element.settings, backgroundColor: palette.accent },
        };
        const color = readableColor(onAccent, style, [
          PALETTE_BUTTON_TEXT,
          palette.background,
          palette.text,
          palette.textSecondary,
        ]);
        return { ...onAccent, settings: { ...onAccent.settings, color } };
      }
      return element;
    }),
  };
}

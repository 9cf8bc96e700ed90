import type { Palette } from '@crm/palette';
import type { Design } from './schema';

/** The colours of a palette that a design takes; any @crm/palette Palette fits. */
export type PaletteColors = Pick<Palette, 'primary' | 'accent' | 'background' | 'text'>;

/** White button text (spec 4: buttons get the accent background with white text). */
export const PALETTE_BUTTON_TEXT = '#ffffff';

/**
 * Applies a palette to a design (spec 4): the email background and text colours, the primary colour on
 * headers, the accent background with white text on buttons. Pure: returns a new design and leaves
 * the given one untouched; other elements keep their own colours.
 */
export function applyPalette<D extends Design>(design: D, palette: PaletteColors): D {
  return {
    ...design,
    style: { ...design.style, backgroundColor: palette.background, textColor: palette.text },
    elements: design.elements.map((element) => {
      if (element.type === 'header') {
        return { ...element, settings: { ...element.settings, color: palette.primary } };
      }
      if (element.type === 'button') {
        return {
          ...element,
          settings: {
            ...element.settings,
            backgroundColor: palette.accent,
            color: PALETTE_BUTTON_TEXT,
          },
        };
      }
      return element;
    }),
  };
}

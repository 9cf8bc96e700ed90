import { MIN_CONTRAST_RATIO, type Palette } from '@crm/palette';
import { visibleTextColors } from './contrastIssues';
import type { Design } from './schema';

/** The colours of a palette that a design takes; any @crm/palette Palette fits. */
export type PaletteColors = Pick<Palette, 'primary' | 'accent' | 'background' | 'text'>;

/** White button text (spec 4: buttons get the accent background with white text). */
export const PALETTE_BUTTON_TEXT = '#ffffff';

/**
 * Applies a palette to a design (spec 4): the email background and text colours, the primary colour on
 * headers, the accent background with white text on buttons. Text elements take the palette's text
 * colour too: they carry their own (the pre-made templates' greys), which a dark palette would leave
 * unreadable. A text element's own background stays while the palette's text reads on it, and goes
 * otherwise, so the text sits on the palette's background. Pure: returns a new design and leaves the
 * given one untouched; other elements keep their own colours.
 */
export function applyPalette<D extends Design>(design: D, palette: PaletteColors): D {
  const style = { ...design.style, backgroundColor: palette.background, textColor: palette.text };
  return {
    ...design,
    style,
    elements: design.elements.map((element) => {
      if (element.type === 'text') {
        const settings = { ...element.settings, color: palette.text };
        const themed = { ...element, settings };
        const seen = settings.backgroundColor && visibleTextColors(themed, style);
        if (seen && seen.ratio < MIN_CONTRAST_RATIO) delete settings.backgroundColor;
        return themed;
      }
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

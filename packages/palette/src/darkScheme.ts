import chroma from 'chroma-js';
import { fixAccessibility } from './fixAccessibility';
import type { Palette } from './types';

// CIE Lab lightness (0 black .. 100 white) follows what the eye sees far better than HSL: a yellow
// and a blue of the same HSL lightness are 40 Lab points apart.
const labL = (color: string) => chroma(color).get('lab.l');
const withLabL = (color: string, lightness: number) => chroma(color).set('lab.l', lightness).hex();

/**
 * A surface colour (page, block or button background) for the dark scheme: light surfaces turn dark
 * with their hue kept (white becomes a soft black, #121212-like, rather than pure black, which
 * smears on OLED screens); surfaces that are already dark stay.
 */
export function darkSurface(color: string): string {
  const l = labL(color);
  return l <= 50 ? chroma(color).hex() : withLabL(color, 6 + (100 - l) * 0.5);
}

/**
 * A fill that carries a label (a button): mid and dark fills keep their brand colour in the dark
 * scheme; only very light fills (Lab lightness over 70), which would glare, turn dark.
 */
export function darkFill(color: string): string {
  return labL(color) > 70 ? darkSurface(color) : chroma(color).hex();
}

/**
 * A text colour for the dark scheme: dark text turns light (black to about #e6e6e6, not white,
 * which glares on a dark page) with its hue kept; text that is already light stays. Contrast is
 * not promised here: pair it with `readableOn` against the dark surface.
 */
export function darkInk(color: string): string {
  const l = labL(color);
  return l >= 50 ? chroma(color).hex() : withLabL(color, 92 - l * 0.3);
}

/**
 * The palette as an email in the dark scheme wears it: background and border dark, text and
 * secondary text light, primary, secondary and accent kept unless too light to sit on; then
 * repaired with `fixAccessibility`, so it meets the same four checks as a light palette. The id
 * gets '-dark'.
 */
export function darkScheme(palette: Palette): Palette {
  const dark = fixAccessibility({
    ...palette,
    id: `${palette.id}-dark`,
    background: darkSurface(palette.background),
    border: darkSurface(palette.border),
    text: darkInk(palette.text),
    textSecondary: darkInk(palette.textSecondary),
    primary: darkInk(palette.primary),
    secondary: darkInk(palette.secondary),
    accent: darkFill(palette.accent),
  });
  // fixAccessibility marks a repair with '-accessible': the dark scheme is one palette, one id.
  return { ...dark, id: `${palette.id}-dark` };
}

/** The four ways `generatePalette` derives secondary and accent colours from the base colour. */
export const PALETTE_METHODS = ['complementary', 'triadic', 'analogous', 'monochromatic'] as const;

export type PaletteMethod = (typeof PALETTE_METHODS)[number];

/** A colour palette (spec section 3). Every colour is a lowercase `#rrggbb` string. */
export interface Palette {
  id: string;
  name: string;
  primary: string;
  secondary: string;
  accent: string;
  background: string;
  text: string;
  textSecondary: string;
  border: string;
  success: string;
  warning: string;
  error: string;
}

/** The outcome of `checkAccessibility`: `issues` holds the spec's messages, empty when accessible. */
export interface AccessibilityResult {
  accessible: boolean;
  issues: string[];
}

/** A curated category (Corporate, E-commerce, Healthcare, Creative) with its palettes. */
export interface CuratedTheme {
  id: string;
  name: string;
  description: string;
  palettes: readonly Palette[];
}

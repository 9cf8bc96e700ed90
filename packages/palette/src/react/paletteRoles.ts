import type { Palette } from '../types';

type ColourRole = 'primary' | 'secondary' | 'accent' | 'background' | 'text' | 'border';

/** The colours a palette card shows (spec section 2), with their visible names. */
export const CARD_SWATCH_ROLES = [
  ['primary', 'Primary'],
  ['secondary', 'Secondary'],
  ['accent', 'Accent'],
  ['background', 'Background'],
] as const satisfies ReadonlyArray<readonly [ColourRole, string]>;

/** The six colours of the selected palette (spec section 2), with their visible names. */
export const SELECTED_SWATCH_ROLES = [
  ...CARD_SWATCH_ROLES,
  ['text', 'Text'],
  ['border', 'Border'],
] as const satisfies ReadonlyArray<readonly [ColourRole, string]>;

export type SwatchRole = (typeof SELECTED_SWATCH_ROLES)[number][0];

export type { Palette };

import { createThemeContract, layer } from '@vanilla-extract/css';

// The builder's styles read these tokens, which the EmailBuilder root maps at runtime onto @crm/ui's
// theme variables (see builderTheme.ts). The .css.ts files deliberately do not import '@crm/ui':
// vanilla-extract's compiler loads such imports through Node, which resolves '@crm/ui' to its built
// dist with other variable names than the ones the app's own copy of @crm/ui sets.
const color = {
  border: null,
  borderStrong: null,
  focusRing: null,
  primary: null,
  surface: null,
  surfaceHover: null,
  surfaceSunken: null,
  text: null,
  textMuted: null,
  warning: null,
  warningSubtle: null,
};

export const vars = createThemeContract({
  color,
  space: { xxs: null, xs: null, sm: null, md: null, xl: null },
  radius: { sm: null, md: null, lg: null, full: null },
  font: { body: null },
  fontSize: { xs: null, sm: null, md: null },
  fontWeight: { medium: null, semibold: null, bold: null },
  shadow: { sm: null, lg: null },
  size: { controlMd: null },
});

/** The builder's own cascade layer: above @crm/ui's layers, below any unlayered app style. */
export const builderLayer = layer('email-builder');

/**
 * The keyboard focus ring: @crm/ui's `focusRing` (2px of the theme's focus colour, 2px off), on the
 * builder's own tokens, since these styles cannot import '@crm/ui' (see above).
 */
export const focusRing = {
  outline: `2px solid ${vars.color.focusRing}`,
  outlineOffset: '2px',
} as const;

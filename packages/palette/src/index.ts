export { isValidHex, parseHex, INVALID_HEX_MESSAGE } from './hex';
export {
  contrastRatio,
  relativeLuminance,
  checkAccessibility,
  MIN_CONTRAST_RATIO,
  PRIMARY_TEXT_ISSUE,
  BACKGROUND_TEXT_ISSUE,
} from './contrast';
export {
  generatePalette,
  generatePalettes,
  DEFAULT_BASE_COLOR,
  PALETTE_METHOD_NAMES,
} from './generatePalette';
export { fixAccessibility } from './fixAccessibility';
export { darkScheme, darkSurface, darkFill, darkInk } from './darkScheme';
export { nearestLightness, readableOn, type LightnessMove } from './nearestLightness';
export {
  pageScheme,
  PAGE_COLOR_PAIRS,
  STANDARD_PAGE_SCHEME,
  type PageColors,
  type PageColorRole,
  type PageScheme,
} from './pageScheme';
export { curatedThemes } from './curatedThemes';
export { STATUS_COLORS } from './statusColors';
export {
  PALETTE_METHODS,
  type PaletteMethod,
  type Palette,
  type AccessibilityResult,
  type CuratedTheme,
} from './types';

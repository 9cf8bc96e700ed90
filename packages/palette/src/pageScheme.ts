import { contrastRatio, MIN_CONTRAST_RATIO } from './contrast';
import { darkScheme } from './darkScheme';
import { fixAccessibility } from './fixAccessibility';
import { readableOn } from './nearestLightness';
import type { Palette } from './types';

/** WCAG 2.x 1.4.11: the edge of a control (a field, a button) and a focus ring reach 3:1. */
const NON_TEXT_CONTRAST_RATIO = 3;

/** The colours of a simple web page with a form (a hosted signup form): one scheme, light or dark. */
export interface PageColors {
  /** Behind the card. */
  page: string;
  /** The card every text sits on. */
  surface: string;
  text: string;
  link: string;
  /** Error messages, the error summary's border and the required mark. */
  error: string;
  /** An input's own background and text. */
  field: string;
  fieldText: string;
  placeholder: string;
  fieldBorder: string;
  button: string;
  buttonText: string;
  focus: string;
}

/** A page's colours in the light and the dark scheme (`prefers-color-scheme`). */
export interface PageScheme {
  light: PageColors;
  dark: PageColors;
}

export type PageColorRole = keyof PageColors;

/**
 * Every pair of colours that meet on the page and the contrast each needs: text 4.5:1 (WCAG AA),
 * the edges of fields and buttons and the focus ring 3:1 (1.4.11). `pageScheme` meets every one.
 */
export const PAGE_COLOR_PAIRS: readonly (readonly [
  foreground: PageColorRole,
  background: PageColorRole,
  minimum: number,
])[] = [
  ['text', 'surface', MIN_CONTRAST_RATIO],
  ['link', 'surface', MIN_CONTRAST_RATIO],
  ['error', 'surface', MIN_CONTRAST_RATIO],
  ['fieldText', 'field', MIN_CONTRAST_RATIO],
  ['placeholder', 'field', MIN_CONTRAST_RATIO],
  ['fieldBorder', 'field', NON_TEXT_CONTRAST_RATIO],
  ['fieldBorder', 'surface', NON_TEXT_CONTRAST_RATIO],
  ['error', 'field', NON_TEXT_CONTRAST_RATIO],
  ['button', 'surface', NON_TEXT_CONTRAST_RATIO],
  ['buttonText', 'button', MIN_CONTRAST_RATIO],
  ['focus', 'surface', NON_TEXT_CONTRAST_RATIO],
];

/** The page without a palette: neutral greys and a blue button (text 14.7:1 and 13.3:1). */
export const STANDARD_PAGE_SCHEME: PageScheme = {
  light: {
    page: '#f5f5f5',
    surface: '#ffffff',
    text: '#1f2937',
    link: '#1d4ed8',
    error: '#b91c1c',
    field: '#ffffff',
    fieldText: '#1f2937',
    placeholder: '#6b7280',
    fieldBorder: '#6b7280',
    button: '#1d4ed8',
    buttonText: '#ffffff',
    focus: '#2563eb',
  },
  dark: {
    page: '#111827',
    surface: '#1f2937',
    text: '#f3f4f6',
    link: '#93c5fd',
    error: '#fca5a5',
    field: '#111827',
    fieldText: '#f3f4f6',
    placeholder: '#9ca3af',
    fieldBorder: '#9ca3af',
    button: '#3b82f6',
    buttonText: '#0b1120',
    focus: '#93c5fd',
  },
};

/** The page's colours from one scheme of a palette already repaired by `fixAccessibility`. */
function colorsOf(palette: Palette): PageColors {
  const surface = palette.background;
  // The button keeps the accent's hue, moved only as far as its edge needs to show on the card.
  const button = readableOn(palette.accent, surface, NON_TEXT_CONTRAST_RATIO);
  const label = [palette.background, palette.text, '#ffffff', '#000000'].reduce((best, next) =>
    contrastRatio(next, button) > contrastRatio(best, button) ? next : best,
  );
  const error = readableOn(palette.error, surface, MIN_CONTRAST_RATIO);
  return {
    page: surface,
    surface,
    text: readableOn(palette.text, surface, MIN_CONTRAST_RATIO),
    link: readableOn(palette.primary, surface, MIN_CONTRAST_RATIO),
    error,
    field: surface,
    fieldText: readableOn(palette.text, surface, MIN_CONTRAST_RATIO),
    placeholder: readableOn(palette.textSecondary, surface, MIN_CONTRAST_RATIO),
    fieldBorder: readableOn(palette.border, surface, NON_TEXT_CONTRAST_RATIO),
    button,
    buttonText: label,
    focus: readableOn(palette.primary, surface, NON_TEXT_CONTRAST_RATIO),
  };
}

/**
 * A web page's colours in a palette, light and dark: the light scheme is the palette as
 * `fixAccessibility` repairs it for email, the dark one `darkScheme`'s; then each colour that
 * meets another on the page (`PAGE_COLOR_PAIRS`) moves in lightness only as far as it must, so
 * every pair meets WCAG AA whatever the palette. Without a palette, `STANDARD_PAGE_SCHEME`.
 */
export function pageScheme(palette: Palette | null): PageScheme {
  if (!palette) return STANDARD_PAGE_SCHEME;
  return { light: colorsOf(fixAccessibility(palette)), dark: colorsOf(darkScheme(palette)) };
}

import type { lightScheme } from './schemes';

/**
 * Which colour sits on which in the components, so both themes can be held to WCAG 2 AA:
 * contrast.test.ts measures every pair below in both schemes and scans the .css.ts files of
 * packages/ui, palette, email-builder and apps/crm so a component cannot put a colour somewhere
 * this list does not cover. The Foundations stories draw the same pairs.
 */

export type ColorRole = keyof typeof lightScheme.color;
export type ToneName = keyof typeof lightScheme.tone;

/** Each tone's text sits on its own background (badges, chips). */
export const toneNames = [
  'neutral',
  'blue',
  'green',
  'grey',
  'red',
  'yellow',
] as const satisfies readonly ToneName[];

/** AA for body text; large text (24 px, 18.66 px bold) and UI parts need only 3:1. */
export const TEXT_MIN_RATIO = 4.5;
export const UI_PART_MIN_RATIO = 3;

/** Roles used as text (`color:`) on the page's surfaces: each must read on every surface below. */
export const textRoles = [
  'text',
  'textMuted',
  'primary',
  'primaryHover',
  'primaryPressed',
  'danger',
  'dangerHover',
  'success',
  'warning',
] as const satisfies readonly ColorRole[];

/**
 * Every background text is laid on: the page, cards, menus and popovers, wells, hovered and
 * selected rows, and the status-tinted panels (alerts, drop targets, selected items).
 */
export const surfaceRoles = [
  'background',
  'surface',
  'surfaceRaised',
  'surfaceSunken',
  'surfaceHover',
  'primarySubtle',
  'dangerSubtle',
  'successSubtle',
  'warningSubtle',
] as const satisfies readonly ColorRole[];

/**
 * Text on a fill rather than a surface, each in only these places: `onPrimary` on a surface would
 * be near-invisible in dark, so the scan rejects any pair not listed here or in the matrix.
 */
export const textOnFill = [
  // Button labels in each state; the checked box's glyph, red when the box is invalid; the
  // first-run checklist's done mark.
  { text: 'onPrimary', fills: ['primary', 'primaryHover', 'primaryPressed', 'danger', 'success'] },
  { text: 'onDanger', fills: ['danger', 'dangerHover', 'dangerPressed'] },
  // The tooltip inverts the page: light text on the text colour.
  { text: 'textInverse', fills: ['text'] },
  // Pressed buttons, menu items and rows darken to the border colour (only `text` sits on it:
  // `textMuted` there is 4.0:1 in dark).
  { text: 'text', fills: ['border'] },
  // The sidebar's current item.
  { text: 'tone.blue.text', fills: ['primarySubtle'] },
] as const satisfies readonly { text: string; fills: readonly ColorRole[] }[];

/**
 * Colours that draw a control's edge or fill, a focus ring, a chart mark or an icon (WCAG 1.4.11):
 * each must stand 3:1 off every surface. Every text role can be an icon or a fill too.
 */
export const uiPartRoles = [
  'borderStrong',
  'focusRing',
  ...textRoles,
] as const satisfies readonly ColorRole[];

/**
 * The one deliberate exception: `border` draws dividers and the edges of cards, menus and
 * popovers, which a surface change or shadow already shows, so 1.4.11 does not ask 3:1 of them
 * (it is 1.1-2:1). A control's edge (inputs, checkboxes, radios) uses `borderStrong`.
 */
export const decorativeRoles = ['border'] as const satisfies readonly ColorRole[];

export interface ContrastPair {
  /** `primary`, or `tone.blue.text` for a tone. */
  foreground: string;
  background: string;
  min: number;
  kind: 'text' | 'label' | 'ui part';
}

/** Every pair the components may use, with its floor. */
export function contrastPairs(): ContrastPair[] {
  const pairs: ContrastPair[] = [];
  for (const foreground of textRoles) {
    for (const background of surfaceRoles) {
      pairs.push({ foreground, background, min: TEXT_MIN_RATIO, kind: 'text' });
    }
  }
  for (const { text, fills } of textOnFill) {
    for (const background of fills) {
      pairs.push({ foreground: text, background, min: TEXT_MIN_RATIO, kind: 'label' });
    }
  }
  for (const tone of toneNames) {
    pairs.push({
      foreground: `tone.${tone}.text`,
      background: `tone.${tone}.background`,
      min: TEXT_MIN_RATIO,
      kind: 'label',
    });
  }
  for (const foreground of uiPartRoles) {
    for (const background of surfaceRoles) {
      pairs.push({ foreground, background, min: UI_PART_MIN_RATIO, kind: 'ui part' });
    }
  }
  return pairs;
}

/** The colour of `role` (a colour role or `tone.<name>.<part>`) in a scheme. */
export function schemeColor(
  scheme: { color: Record<string, string>; tone: Record<string, Record<string, string>> },
  role: string,
): string {
  const [head, tone, part] = role.split('.');
  const value = head === 'tone' && tone && part ? scheme.tone[tone]?.[part] : scheme.color[role];
  if (value === undefined) throw new Error(`No colour ${role} in the scheme`);
  return value;
}

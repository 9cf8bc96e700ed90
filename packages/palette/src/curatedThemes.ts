import { STATUS_COLORS } from './statusColors';
import type { CuratedTheme } from './types';

/**
 * The spec's curated categories, two palettes each: one light and one dark, so that text reads on
 * both the primary colour and the background (each pair reaches at least 4.5:1), and an email wears
 * them as they are: the primary reads as a heading on the background (3:1, large text), a button
 * label (white, the background or the text) reads on the accent, secondary text on the background.
 * `fixAccessibility` leaves every one of them unchanged.
 */
export const curatedThemes: readonly CuratedTheme[] = [
  {
    id: 'corporate',
    name: 'Corporate',
    description: 'Trustworthy blues and slate greys for professional services and B2B brands.',
    palettes: [
      {
        id: 'corporate-executive-navy',
        name: 'Executive Navy',
        primary: '#315bd2',
        secondary: '#334155',
        accent: '#38bdf8',
        background: '#0f172a',
        text: '#f8fafc',
        textSecondary: '#cbd5e1',
        border: '#334155',
        ...STATUS_COLORS,
      },
      {
        id: 'corporate-clear-sky',
        name: 'Clear Sky',
        primary: '#4696f9',
        secondary: '#64748b',
        accent: '#f59e0b',
        background: '#ffffff',
        text: '#0f172a',
        textSecondary: '#475569',
        border: '#e2e8f0',
        ...STATUS_COLORS,
      },
    ],
  },
  {
    id: 'e-commerce',
    name: 'E-commerce',
    description: 'Energetic colours that draw the eye to offers and calls to action.',
    palettes: [
      {
        id: 'e-commerce-fresh-market',
        name: 'Fresh Market',
        primary: '#24a878',
        secondary: '#0f766e',
        accent: '#f97316',
        background: '#ffffff',
        text: '#052e16',
        textSecondary: '#3f6212',
        border: '#d1fae5',
        ...STATUS_COLORS,
      },
      {
        id: 'e-commerce-midnight-sale',
        name: 'Midnight Sale',
        primary: '#c51e1e',
        secondary: '#f59e0b',
        accent: '#facc15',
        background: '#18181b',
        text: '#fafafa',
        textSecondary: '#a1a1aa',
        border: '#3f3f46',
        ...STATUS_COLORS,
      },
    ],
  },
  {
    id: 'healthcare',
    name: 'Healthcare',
    description: 'Calm teals and clean surfaces that feel caring and reassuring.',
    palettes: [
      {
        id: 'healthcare-clinical-calm',
        name: 'Clinical Calm',
        primary: '#16a790',
        secondary: '#0d9488',
        accent: '#38bdf8',
        background: '#ffffff',
        text: '#0b2f2c',
        textSecondary: '#475569',
        border: '#e2e8f0',
        ...STATUS_COLORS,
      },
      {
        id: 'healthcare-night-care',
        name: 'Night Care',
        primary: '#108077',
        secondary: '#14b8a6',
        accent: '#a7f3d0',
        background: '#042f2e',
        text: '#f0fdfa',
        textSecondary: '#99f6e4',
        border: '#115e59',
        ...STATUS_COLORS,
      },
    ],
  },
  {
    id: 'creative',
    name: 'Creative',
    description: 'Bold, playful combinations for studios, agencies and makers.',
    palettes: [
      {
        id: 'creative-vivid-studio',
        name: 'Vivid Studio',
        primary: '#8142ee',
        secondary: '#db2777',
        accent: '#facc15',
        background: '#1e1b4b',
        text: '#faf5ff',
        textSecondary: '#c4b5fd',
        border: '#4338ca',
        ...STATUS_COLORS,
      },
      {
        id: 'creative-sunset-canvas',
        name: 'Sunset Canvas',
        primary: '#eb6d05',
        secondary: '#ec4899',
        accent: '#8655f6',
        background: '#fffbeb',
        text: '#431407',
        textSecondary: '#7c2d12',
        border: '#fed7aa',
        ...STATUS_COLORS,
      },
    ],
  },
];

import { STATUS_COLORS } from '../statusColors';
import type { Palette } from '../types';

/** Blue buttons with dark grey text on white: the text cannot read on the primary colour. */
export const failingPalette: Palette = {
  id: 'brand',
  name: 'Brand Draft',
  primary: '#2563eb',
  secondary: '#64748b',
  accent: '#f59e0b',
  background: '#ffffff',
  text: '#374151',
  textSecondary: '#6b7280',
  border: '#e5e7eb',
  ...STATUS_COLORS,
};

import { vars } from '../../theme/contract.css';

/** The one keyboard focus ring, spread into `&[data-focus-visible]` selectors. */
export const focusRing = {
  outline: `2px solid ${vars.color.focusRing}`,
  outlineOffset: '2px',
} as const;

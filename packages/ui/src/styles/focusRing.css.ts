import { vars } from '../theme/contract.css';

/** The one keyboard focus ring, spread into `&[data-focus-visible]` selectors. */
export const focusRing = {
  outline: `2px solid ${vars.color.focusRing}`,
  outlineOffset: '2px',
} as const;

/** The focus ring drawn inside, for rows and menu items that sit flush in a scrolling container. */
export const insetFocusRing = { boxShadow: `inset 0 0 0 2px ${vars.color.focusRing}` } as const;

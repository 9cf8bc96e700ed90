import { style } from '@vanilla-extract/css';
import { vars } from '@crm/ui';

export const list = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid' });

export const row = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  flexWrap: 'wrap',
  padding: `${vars.space.xs} 0`,
  selectors: { '& + &': { borderTop: `1px solid ${vars.color.border}` } },
});

/** An address takes the room left, and wraps anywhere rather than widen a phone's screen. */
export const email = style({ flex: '1 1 200px', overflowWrap: 'anywhere' });

export const empty = style({ color: vars.color.textMuted, margin: 0 });

import { style } from '@vanilla-extract/css';
import { vars } from '@crm/ui';

/** One half (send to, leave out): its pickers side by side, wrapping on a phone. */
export const pickers = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-end',
  gap: vars.space.sm,
});

export const control = style({ flex: '1 1 10rem', minWidth: 0 });

/** The live count: large enough to read at a glance. */
export const count = style({
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.semibold,
  margin: 0,
});

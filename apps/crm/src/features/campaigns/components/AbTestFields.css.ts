import { style } from '@vanilla-extract/css';
import { vars } from '@crm/ui';

/** A variant's subject and its remove button, side by side, wrapping on a phone. */
export const variant = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-end',
  gap: vars.space.sm,
});

export const subject = style({ flex: '1 1 14rem', minWidth: 0 });

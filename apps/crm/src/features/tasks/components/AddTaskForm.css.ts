import { style } from '@vanilla-extract/css';
import { vars } from '@crm/ui';

/** Title, due and the button on one line, wrapping on a phone. */
export const form = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-end',
  gap: vars.space.sm,
});

export const title = style({ flex: '1 1 16rem' });

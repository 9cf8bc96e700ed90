import { style } from '@vanilla-extract/css';
import { vars } from '@crm/ui';

/** The contact box and Run test on one line, the button level with the box, wrapping on a phone. */
export const picker = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-end',
  gap: vars.space.sm,
});

export const contact = style({ flex: '1 1 16rem', minWidth: 0 });

import { style } from '@vanilla-extract/css';
import { vars } from '@crm/ui';

export const content = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.md,
  flexWrap: 'wrap',
});

/** The meter takes the room left, and a whole line on a phone. */
export const meter = style({ flex: '1 1 240px' });

export const count = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm });

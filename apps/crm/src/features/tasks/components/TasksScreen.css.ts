import { style } from '@vanilla-extract/css';
import { vars } from '@crm/ui';

export const page = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg });

export const section = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm });

export const heading = style({
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.semibold,
  margin: 0,
});

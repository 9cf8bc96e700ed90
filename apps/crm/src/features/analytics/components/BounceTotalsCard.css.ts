import { style } from '@vanilla-extract/css';
import { vars } from '@crm/ui';

export const figures = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(180px, 1fr))',
  gap: vars.space.lg,
  margin: 0,
});

export const figure = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxs });

export const value = style({
  margin: 0,
  fontSize: vars.fontSize.xl,
  fontWeight: vars.fontWeight.bold,
});

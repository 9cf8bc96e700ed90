import { style } from '@vanilla-extract/css';
import { vars } from '@crm/ui';

export const control = style({ flex: '1 1 10rem', minWidth: 0 });

export const chips = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xs,
  width: '100%',
});

export const chip = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  paddingLeft: vars.space.sm,
  borderRadius: vars.radius.full,
  background: vars.color.surfaceSunken,
  fontSize: vars.fontSize.sm,
});

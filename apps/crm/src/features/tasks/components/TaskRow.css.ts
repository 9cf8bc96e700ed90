import { style } from '@vanilla-extract/css';
import { vars } from '@crm/ui';

export const row = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  padding: `${vars.space.sm} 0`,
  borderBottom: `1px solid ${vars.color.border}`,
});

export const main = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxs });

export const title = style({ overflowWrap: 'anywhere' });

export const done = style({ textDecoration: 'line-through', color: vars.color.textMuted });

export const meta = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.sm,
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
  paddingLeft: vars.space.xl,
});

export const list = style({ listStyle: 'none', margin: 0, padding: 0 });

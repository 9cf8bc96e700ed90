import { style } from '@vanilla-extract/css';
import { vars } from '@crm/ui';

export const legend = style({
  fontWeight: vars.fontWeight.semibold,
  padding: `0 ${vars.space.xs}`,
});

export const items = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
});

export const condition = style({
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  padding: vars.space.md,
  margin: 0,
  minWidth: 0,
  background: vars.color.surface,
});

/** The condition's boxes side by side, wrapping on a phone. */
export const fields = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-end',
  gap: vars.space.sm,
});

export const control = style({ flex: '1 1 10rem', minWidth: 0 });

export const invalid = style({ borderColor: vars.color.danger });

export const bar = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
});

/** The live count: large enough to read at a glance. */
export const count = style({
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.semibold,
  margin: 0,
});

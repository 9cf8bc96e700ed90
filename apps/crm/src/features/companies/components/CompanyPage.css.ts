import { style } from '@vanilla-extract/css';
import { vars } from '@crm/ui';

// The contact page's layout (features do not share styles), with figures and a contacts table.

export const page = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg });

export const back = style({ alignSelf: 'flex-start' });

/** The name and the Edit button share a line, wrapping on a phone. */
export const head = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
});

export const name = style({
  margin: 0,
  fontSize: vars.fontSize.xl,
  fontWeight: vars.fontWeight.semibold,
  color: vars.color.text,
  overflowWrap: 'anywhere',
});

export const facts = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(200px, 1fr))',
  gap: `${vars.space.sm} ${vars.space.lg}`,
  margin: `${vars.space.md} 0 0`,
});

export const term = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted });

export const value = style({
  margin: 0,
  color: vars.color.text,
  overflowWrap: 'anywhere',
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xs,
});

export const section = style({
  margin: `${vars.space.lg} 0 0`,
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.semibold,
  color: vars.color.text,
});

export const figures = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(120px, 1fr))',
  gap: vars.space.sm,
  margin: `${vars.space.sm} 0 0`,
});

export const figure = style({
  margin: 0,
  fontSize: vars.fontSize.xl,
  fontWeight: vars.fontWeight.semibold,
  color: vars.color.text,
});

export const contacts = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm });

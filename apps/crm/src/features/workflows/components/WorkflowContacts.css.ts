import { style } from '@vanilla-extract/css';
import { vars } from '@crm/ui';

export const section = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm });

/** The heading and the state filter share a line, wrapping on a phone. */
export const head = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-end',
  justifyContent: 'space-between',
  gap: vars.space.sm,
});

export const heading = style({
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.semibold,
  margin: 0,
});

export const filter = style({ minWidth: '12rem' });

export const list = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
});

export const item = style({
  display: 'grid',
  gridTemplateColumns: '1fr auto',
  alignItems: 'baseline',
  gap: `${vars.space.xxs} ${vars.space.sm}`,
  padding: `${vars.space.sm} 0`,
  borderBottom: `1px solid ${vars.color.border}`,
  selectors: { '&:last-child': { borderBottom: 'none' } },
});

export const who = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: `0 ${vars.space.sm}`,
  minWidth: 0,
});

export const name = style({ fontWeight: vars.fontWeight.medium, overflowWrap: 'anywhere' });

export const email = style({
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
  overflowWrap: 'anywhere',
});

/** Where the contact is spans the row under its name and state: often a long sentence. */
export const where = style({
  gridColumn: '1 / -1',
  margin: 0,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
  overflowWrap: 'anywhere',
});

export const muted = style({ color: vars.color.textMuted, margin: 0 });

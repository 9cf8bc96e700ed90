import { style } from '@vanilla-extract/css';
import { vars } from '@crm/ui';

export const section = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm });

export const header = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
});

export const heading = style({
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.semibold,
  margin: 0,
});

export const list = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
});

export const item = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.xs,
  padding: `${vars.space.sm} 0`,
  borderBottom: `1px solid ${vars.color.border}`,
  selectors: { '&:last-child': { borderBottom: 'none' } },
});

export const name = style({
  background: 'none',
  border: 'none',
  padding: 0,
  font: 'inherit',
  fontWeight: vars.fontWeight.semibold,
  color: vars.color.primary,
  textAlign: 'start',
  cursor: 'pointer',
  overflowWrap: 'anywhere',
  ':hover': { textDecoration: 'underline' },
  ':focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: 2 },
});

export const meta = style({
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
  flex: '1 1 auto',
});

import { style } from '@vanilla-extract/css';
import { vars } from '@crm/ui';

export const section = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm });

export const heading = style({
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.semibold,
  margin: 0,
});

export const counts = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: `${vars.space.xs} ${vars.space.lg}`,
  margin: 0,
});

export const count = style({ display: 'flex', gap: vars.space.xs, alignItems: 'baseline' });

export const countTerm = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const countValue = style({ margin: 0, fontWeight: vars.fontWeight.semibold });

export const list = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
});

export const item = style({
  display: 'grid',
  gridTemplateColumns: 'auto 1fr auto',
  alignItems: 'baseline',
  gap: `${vars.space.xxs} ${vars.space.sm}`,
  padding: `${vars.space.sm} 0`,
  borderBottom: `1px solid ${vars.color.border}`,
  selectors: { '&:last-child': { borderBottom: 'none' } },
});

export const subject = style({ fontWeight: vars.fontWeight.medium, overflowWrap: 'anywhere' });

/** The reason spans the row under the badge, subject and time: it is often a long sentence. */
export const reason = style({
  gridColumn: '1 / -1',
  margin: 0,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
  overflowWrap: 'anywhere',
});

export const time = style({
  fontSize: vars.fontSize.xs,
  color: vars.color.textMuted,
  whiteSpace: 'nowrap',
});

export const muted = style({ color: vars.color.textMuted, margin: 0 });

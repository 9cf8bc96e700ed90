import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '@crm/ui';

/** The stage table and the won chart side by side on a wide screen, one above the other below. */
export const sections = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 22rem), 1fr))',
  gap: vars.space.xl,
  alignItems: 'start',
});

export const figures = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });

export const section = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm });

export const heading = style({
  margin: 0,
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.semibold,
});

export const table = style({
  width: '100%',
  borderCollapse: 'collapse',
  fontSize: vars.fontSize.sm,
});

globalStyle(`${table} th, ${table} td`, {
  padding: `${vars.space.xs} ${vars.space.sm}`,
  textAlign: 'start',
  borderBottom: `1px solid ${vars.color.border}`,
  verticalAlign: 'middle',
});

globalStyle(`${table} thead th`, {
  color: vars.color.textMuted,
  fontWeight: vars.fontWeight.medium,
});

globalStyle(`${table} tbody th`, { fontWeight: vars.fontWeight.semibold });

export const number = style({});

globalStyle(`${table} ${number}`, { textAlign: 'end', fontVariantNumeric: 'tabular-nums' });

/** The bar and the amount; on a phone the bar shrinks before the amount wraps. */
export const valueCell = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  flexWrap: 'wrap',
});

export const track = style({
  flex: '1 1 6rem',
  maxWidth: '16rem',
  height: '0.5rem',
  borderRadius: vars.radius.sm,
  background: vars.color.surfaceSunken,
  overflow: 'hidden',
});

export const bar = style({
  display: 'block',
  height: '100%',
  background: vars.color.primary,
});

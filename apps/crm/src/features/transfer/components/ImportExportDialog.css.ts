import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '@crm/ui';

export const panel = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  paddingTop: vars.space.md,
  minWidth: 0,
});

export const row = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  flexWrap: 'wrap',
});

export const muted = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm, margin: 0 });

export const fileName = style({ fontWeight: vars.fontWeight.semibold, overflowWrap: 'anywhere' });

/** The result's heading takes the focus when shown; it is not a control, so it shows no ring. */
export const resultTitle = style([fileName, { outline: 'none' }]);

/** Previews and mappings of wide files scroll inside the dialog, never widen it. */
export const scroll = style({
  overflow: 'auto',
  maxHeight: '280px',
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
});

export const table = style({
  borderCollapse: 'collapse',
  fontSize: vars.fontSize.sm,
  width: '100%',
});

globalStyle(`${table} th, ${table} td`, {
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderBottom: `1px solid ${vars.color.border}`,
  textAlign: 'left',
  verticalAlign: 'top',
  whiteSpace: 'pre-wrap',
  minWidth: '12ch',
  maxWidth: '240px',
  overflowWrap: 'break-word',
});

globalStyle(`${table} th`, {
  background: vars.color.surfaceSunken,
  fontWeight: vars.fontWeight.semibold,
});

export const caption = style({ textAlign: 'left', padding: `${vars.space.xs} ${vars.space.sm}` });

export const mappingGrid = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1fr)',
  alignItems: 'end',
  gap: `${vars.space.sm} ${vars.space.md}`,
  padding: vars.space.sm,
});

export const sample = style({
  color: vars.color.textMuted,
  fontSize: vars.fontSize.xs,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});

export const counts = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(140px, 1fr))',
  gap: vars.space.sm,
  margin: 0,
});

export const count = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  padding: vars.space.sm,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceSunken,
});

export const countValue = style({
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.bold,
  margin: 0,
});

export const error = style({ color: vars.color.danger, fontSize: vars.fontSize.sm, margin: 0 });

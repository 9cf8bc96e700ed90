import { style } from '@vanilla-extract/css';
import { vars } from '@crm/ui';

/** Layout shared by the signed-in screens (only layout: looks come from @crm/ui). */
export const stack = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xl });

export const cardGrid = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(200px, 1fr))',
  gap: vars.space.lg,
});

export const wideGrid = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(300px, 1fr))',
  gap: vars.space.lg,
});

export const toolbar = style({
  display: 'flex',
  alignItems: 'flex-end',
  justifyContent: 'space-between',
  gap: vars.space.md,
  flexWrap: 'wrap',
});

export const sectionTitle = style({
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.semibold,
  margin: 0,
});

export const statValue = style({
  fontSize: vars.fontSize.display,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
  margin: 0,
});

export const statLabel = style({
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
  margin: 0,
});

export const growth = style({ fontSize: vars.fontSize.sm, color: vars.color.success, margin: 0 });

export const muted = style({ color: vars.color.textMuted, margin: 0 });

/** The text that stands in for data a read failed to load. */
export const loadError = style({ color: vars.color.danger, margin: 0 });

export const row = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  flexWrap: 'wrap',
});

export const placeholder = style({
  minHeight: '220px',
  display: 'grid',
  placeItems: 'center',
  textAlign: 'center',
  padding: vars.space.xl,
  borderRadius: vars.radius.md,
  border: `1px dashed ${vars.color.borderStrong}`,
  background: vars.color.surfaceSunken,
  color: vars.color.textMuted,
});

export const list = style({
  margin: 0,
  paddingInlineStart: vars.space.xl,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
});

export const definitionList = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(120px, max-content) 1fr',
  gap: `${vars.space.sm} ${vars.space.xl}`,
  margin: 0,
});

/** A line of a phone table row's first cell (name, then details under it), cut with an ellipsis when it is longer than the cell. */
const phoneLine = style({ display: 'block', overflow: 'hidden', textOverflow: 'ellipsis' });

export const phoneName = style([phoneLine, { fontWeight: vars.fontWeight.semibold }]);

export const phoneDetail = style([
  phoneLine,
  { color: vars.color.textMuted, fontSize: vars.fontSize.xs },
]);

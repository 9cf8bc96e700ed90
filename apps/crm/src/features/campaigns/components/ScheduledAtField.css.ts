import { style } from '@vanilla-extract/css';
import { focusRing, vars } from '@crm/ui';

export const field = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs });

export const row = style({ display: 'flex', alignItems: 'center', gap: vars.space.sm });

export const group = style({
  display: 'flex',
  alignItems: 'center',
  flex: 1,
  minWidth: 0,
  minHeight: vars.size.controlMd,
  paddingInline: vars.space.md,
  gap: vars.space.sm,
  color: vars.color.text,
  background: vars.color.surface,
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.md,
  selectors: {
    '&[data-focus-within]': {
      borderColor: vars.color.focusRing,
      boxShadow: `0 0 0 1px ${vars.color.focusRing}`,
    },
    '&[data-invalid]': { borderColor: vars.color.danger },
  },
});

export const input = style({
  display: 'flex',
  flex: 1,
  flexWrap: 'wrap',
  fontSize: vars.fontSize.md,
});

export const segment = style({
  paddingInline: '1px',
  borderRadius: vars.radius.sm,
  outline: 'none',
  fontVariantNumeric: 'tabular-nums',
  selectors: {
    '&[data-placeholder]': { color: vars.color.textMuted },
    '&[data-type="literal"]': { color: vars.color.textMuted },
    '&[data-focused]': { background: vars.color.primary, color: vars.color.onPrimary },
  },
});

export const calendarButton = style({
  display: 'grid',
  placeItems: 'center',
  width: '28px',
  height: '28px',
  padding: 0,
  color: vars.color.textMuted,
  background: 'transparent',
  border: 'none',
  borderRadius: vars.radius.sm,
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-hovered]': { color: vars.color.text, background: vars.color.surfaceSunken },
    // The trigger sits inside the field's border: the ring hugs it.
    '&[data-focus-visible]': { ...focusRing, outlineOffset: 0 },
  },
});

export const icon = style({ width: '16px', height: '16px' });

export const popover = style({
  padding: vars.space.md,
  color: vars.color.text,
  background: vars.color.surfaceRaised,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.lg,
  outline: 'none',
});

export const calendarHeader = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  marginBottom: vars.space.sm,
});

export const calendarTitle = style({
  margin: 0,
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.semibold,
});

export const grid = style({ borderCollapse: 'collapse' });

export const weekday = style({
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  color: vars.color.textMuted,
  paddingBottom: vars.space.xs,
});

export const cell = style({
  display: 'grid',
  placeItems: 'center',
  width: '36px',
  height: '36px',
  borderRadius: vars.radius.full,
  fontSize: vars.fontSize.sm,
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-outside-month]': { display: 'none' },
    '&[data-hovered]': { background: vars.color.surfaceHover },
    '&[data-selected]': { background: vars.color.primary, color: vars.color.onPrimary },
    '&[data-disabled]': { color: vars.color.textMuted, cursor: 'default' },
    // The day cells sit side by side: a ring closer than the shared one.
    '&[data-focus-visible]': { ...focusRing, outlineOffset: '1px' },
  },
});

import { style } from '@vanilla-extract/css';
import { focusRing, vars } from '@crm/ui';

export const body = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg });

/** The run history's figures in one wrapping line. */
export const figures = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.sm,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

/** A vertical flow of steps; a condition's branches sit side by side (stacked on a phone). */
export const flow = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const step = style([
  {
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space.xs,
    padding: vars.space.sm,
    border: `1px solid ${vars.color.border}`,
    borderRadius: vars.radius.md,
    background: vars.color.surface,
    selectors: {
      '&:focus-visible': focusRing,
      '&[aria-current="true"]': {
        borderColor: vars.color.primary,
        boxShadow: `inset 3px 0 0 ${vars.color.primary}`,
      },
    },
  },
]);

export const stepHead = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.xs,
});

export const stepTitle = style({ fontWeight: vars.fontWeight.semibold, overflowWrap: 'anywhere' });

/** A step's title button: a long summary wraps beside its menu instead of running past the card. */
export const stepButton = style({
  flex: '1 1 0',
  minWidth: 0,
  height: 'auto',
  minHeight: vars.size.controlSm,
  whiteSpace: 'normal',
  textAlign: 'start',
  justifyContent: 'flex-start',
});

export const stepFigures = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const stepError = style({ color: vars.color.danger, fontSize: vars.fontSize.sm });

export const branches = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(220px, 1fr))',
  gap: vars.space.sm,
  paddingLeft: vars.space.sm,
  borderLeft: `2px solid ${vars.color.border}`,
});

export const branch = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs });

export const branchTitle = style({
  margin: 0,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.semibold,
  color: vars.color.textMuted,
});

export const settings = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceSunken,
});

export const settingsTitle = style({ margin: 0, fontSize: vars.fontSize.md });

export const row = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm });

/** A wait's weekdays: the group's label over its checkboxes. */
export const days = style({ display: 'grid', gap: vars.space.xs });

export const note = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const recipes = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(200px, 1fr))',
  gap: vars.space.sm,
});

export const exitReasons = style({
  margin: 0,
  paddingInlineStart: vars.space.lg,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
});

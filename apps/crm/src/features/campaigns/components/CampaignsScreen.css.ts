import { style } from '@vanilla-extract/css';
import { focusRing, vars } from '@crm/ui';

export const search = style({ minWidth: '220px', flex: '0 1 360px' });

export const toolbarActions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm });

/** The campaigns table scrolls inside the screen (never sideways: a phone gets fewer columns). */
export const table = style({ height: 'max(320px, calc(100dvh - 260px))' });

/** A line of a phone row's name cell, cut with an ellipsis when it is longer than the cell. */
const phoneLine = style({ display: 'block', overflow: 'hidden', textOverflow: 'ellipsis' });

export const phoneName = style([phoneLine, { fontWeight: vars.fontWeight.semibold }]);

export const phoneDetail = style([
  phoneLine,
  { color: vars.color.textMuted, fontSize: vars.fontSize.xs },
]);

/** Read by screen readers, not shown: the phone's narrow actions column keeps its name. */
export const visuallyHidden = style({
  position: 'absolute',
  width: '1px',
  height: '1px',
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  clipPath: 'inset(50%)',
  whiteSpace: 'nowrap',
});

export const recipientsTable = style({ height: '280px' });

export const pickerList = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  maxHeight: '50dvh',
  overflowY: 'auto',
});

export const pickerOption = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space.xxs,
  width: '100%',
  padding: vars.space.md,
  textAlign: 'left',
  font: 'inherit',
  color: vars.color.text,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-hovered]': { background: vars.color.surfaceHover },
    '&[data-focus-visible]': focusRing,
  },
});

export const pickerName = style({ fontWeight: vars.fontWeight.semibold });

export const pickerSubject = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const details = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg });

export const fieldError = style({
  margin: 0,
  color: vars.color.danger,
  fontSize: vars.fontSize.sm,
});

export const dialogActions = style({
  display: 'flex',
  justifyContent: 'flex-end',
  gap: vars.space.sm,
});

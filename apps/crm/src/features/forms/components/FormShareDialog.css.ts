import { style } from '@vanilla-extract/css';
import { vars } from '@crm/ui';

export const body = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg });

/** A value and its Copy button: side by side, the button under it on a phone. */
export const copyRow = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-end',
  gap: vars.space.sm,
});

export const grow = style({ flex: '1 1 16rem', minWidth: 0 });

export const heading = style({
  margin: 0,
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.semibold,
});

/** The embed as it shows on a plain page: the user's site gives it its own look. */
export const preview = style({
  width: '100%',
  height: '360px',
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
});

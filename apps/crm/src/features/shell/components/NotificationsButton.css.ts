import { style } from '@vanilla-extract/css';
import { vars } from '@crm/ui';

export const bell = style({ position: 'relative', display: 'flex' });

/** The count of what is due, on the bell's corner; its words are the button's description. */
export const badge = style({
  position: 'absolute',
  pointerEvents: 'none',
  top: 2,
  right: 2,
  minWidth: '1.25rem',
  height: '1.25rem',
  padding: `0 ${vars.space.xxs}`,
  borderRadius: vars.radius.full,
  background: vars.color.danger,
  color: vars.color.onDanger,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.semibold,
  lineHeight: '1.25rem',
  textAlign: 'center',
});

import { style } from '@vanilla-extract/css';
import { vars } from '@crm/ui';

export const notice = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  margin: 0,
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.tone.yellow.border}`,
  background: vars.tone.yellow.background,
  color: vars.tone.yellow.text,
  fontSize: vars.fontSize.sm,
});

export const title = style({ fontWeight: vars.fontWeight.semibold });

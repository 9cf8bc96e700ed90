import { style } from '@vanilla-extract/css';
import { vars } from '@crm/ui';

export const warning = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space.xs,
  marginTop: vars.space.sm,
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.tone.yellow.border}`,
  background: vars.tone.yellow.background,
  color: vars.tone.yellow.text,
  fontSize: vars.fontSize.sm,
});

export const title = style({ margin: 0, fontWeight: vars.fontWeight.semibold });

export const text = style({ margin: 0 });

export const list = style({ margin: 0, paddingInlineStart: vars.space.lg });

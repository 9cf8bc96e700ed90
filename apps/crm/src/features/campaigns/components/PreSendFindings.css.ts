import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '@crm/ui';

export const findings = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  marginTop: vars.space.sm,
});

const box = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderRadius: vars.radius.md,
  fontSize: vars.fontSize.sm,
});

export const group = styleVariants({
  error: [
    box,
    {
      border: `1px solid ${vars.tone.red.border}`,
      background: vars.tone.red.background,
      color: vars.tone.red.text,
    },
  ],
  warning: [
    box,
    {
      border: `1px solid ${vars.tone.yellow.border}`,
      background: vars.tone.yellow.background,
      color: vars.tone.yellow.text,
    },
  ],
});

export const title = style({
  margin: 0,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.semibold,
});

export const list = style({
  margin: 0,
  paddingInlineStart: vars.space.lg,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
});

export const examples = style({ display: 'block', overflowWrap: 'anywhere' });

export const text = style({ margin: 0 });

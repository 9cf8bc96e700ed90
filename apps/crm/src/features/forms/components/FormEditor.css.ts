import { style } from '@vanilla-extract/css';
import { vars } from '@crm/ui';

/** A part of the editor (fields, consent, after signup): a titled group. */
export const section = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  border: 0,
  margin: 0,
  padding: 0,
  minWidth: 0,
});

export const legend = style({
  padding: 0,
  marginBottom: vars.space.sm,
  fontWeight: vars.fontWeight.semibold,
});

/** The contact's fields as checkboxes, wrapping on a phone. */
export const choices = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: `${vars.space.sm} ${vars.space.lg}`,
});

/** One question: its label, placeholder and whether it is required. */
export const question = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  margin: 0,
  padding: vars.space.md,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  minWidth: 0,
});

export const questionTitle = style({
  padding: `0 ${vars.space.xs}`,
  fontWeight: vars.fontWeight.semibold,
});

/** Label and placeholder side by side where there is room. */
export const pair = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(12rem, 1fr))',
  gap: vars.space.sm,
});

export const questionFooter = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
});

export const questionActions = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xs,
});

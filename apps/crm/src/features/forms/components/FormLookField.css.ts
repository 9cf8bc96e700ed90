import { createVar, style } from '@vanilla-extract/css';
import { vars } from '@crm/ui';

// The look's colours are runtime values (the palette chosen), set with assignInlineVars per scheme.
export const page = createVar();
export const surface = createVar();
export const text = createVar();
export const error = createVar();
export const field = createVar();
export const placeholder = createVar();
export const fieldBorder = createVar();
export const button = createVar();
export const buttonText = createVar();

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.sm,
});

export const current = style({
  margin: 0,
  color: vars.color.textMuted,
});

/** Light and dark side by side where there is room, one above the other on a phone. */
export const previews = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(12rem, 1fr))',
  gap: vars.space.sm,
});

export const preview = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  margin: 0,
});

export const caption = style({
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
});

/** A small hosted page: the page behind a card with a field, an error and the button. */
export const sample = style({
  padding: vars.space.sm,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  background: page,
});

export const card = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space.xs,
  padding: vars.space.sm,
  borderRadius: vars.radius.sm,
  background: surface,
  color: text,
  fontSize: vars.fontSize.sm,
});

export const sampleLabel = style({ fontWeight: vars.fontWeight.semibold });

export const sampleField = style({
  alignSelf: 'stretch',
  padding: `${vars.space.xxs} ${vars.space.xs}`,
  border: `1px solid ${fieldBorder}`,
  borderRadius: vars.radius.sm,
  background: field,
  color: placeholder,
});

export const sampleError = style({ color: error });

export const sampleButton = style({
  padding: `${vars.space.xxs} ${vars.space.sm}`,
  borderRadius: vars.radius.sm,
  background: button,
  color: buttonText,
  fontWeight: vars.fontWeight.semibold,
});

export const generator = style({
  padding: vars.space.md,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
});

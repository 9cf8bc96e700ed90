import { style } from '@vanilla-extract/css';
import { vars } from '@crm/ui';

/** The one form layout: fields stacked, the actions last. */
export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg });

/** Short fields side by side where they fit, stacked on a phone. */
export const fieldRow = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(200px, 1fr))',
  gap: vars.space.lg,
});

/** A form's or dialog's buttons: at the end, Cancel before the main action. */
export const actions = style({
  display: 'flex',
  justifyContent: 'flex-end',
  flexWrap: 'wrap',
  gap: vars.space.sm,
});

/**
 * A design dialog's Cancel and Save stay in view on every tab: its form is taller than the dialog
 * (the builder alone is 500 px), so the row sticks to the bottom of the dialog's scrolling body,
 * across its full width (the body's padding is `space.xs`), over the content that scrolls under it.
 */
export const stickyActions = style([
  actions,
  {
    position: 'sticky',
    bottom: `calc(-1 * ${vars.space.xs})`,
    zIndex: 1,
    margin: `0 calc(-1 * ${vars.space.xs}) calc(-1 * ${vars.space.xs})`,
    padding: vars.space.xs,
    paddingTop: vars.space.sm,
    background: vars.color.surfaceRaised,
    borderTop: `1px solid ${vars.color.border}`,
  },
]);

/** A group of fields under one name (tags, custom fields): the legend is its label. */
export const fieldset = style({
  border: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  minWidth: 0,
});

/** A group of fields in a bordered box, so its parts read as one choice (a segment's group, an audience). */
export const boxedFieldset = style({
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  padding: vars.space.md,
  margin: 0,
  minWidth: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
});

export const legend = style({
  padding: 0,
  marginBottom: vars.space.xs,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  color: vars.color.text,
});

/** A line of help under a field or in place of one. */
export const hint = style({ color: vars.color.textMuted, margin: 0, fontSize: vars.fontSize.sm });

/** A message that belongs to no single field (the design's "Content is required"). */
export const error = style({ margin: 0, color: vars.color.danger, fontSize: vars.fontSize.sm });

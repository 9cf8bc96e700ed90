import { style } from '@vanilla-extract/css';
import { vars } from '@crm/ui';

export const search = style({ minWidth: '220px', flex: '0 1 360px' });

export const section = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });

export const grid = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(260px, 1fr))',
  gap: vars.space.lg,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

/** Each card fills its grid cell, so the cards of a row line up. */
export const gridItem = style({ display: 'grid' });

export const cardBody = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm });

export const cardTitleRow = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs });

export const badges = style({ display: 'flex', gap: vars.space.xs, flexWrap: 'wrap' });

export const subject = style({
  margin: 0,
  color: vars.color.text,
  fontSize: vars.fontSize.sm,
  overflowWrap: 'anywhere',
});

export const meta = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const cardActions = style({
  display: 'flex',
  justifyContent: 'flex-end',
  gap: vars.space.sm,
  marginTop: 'auto',
});

export const themeGrid = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(200px, 1fr))',
  gap: vars.space.md,
});

// The whole preview, never cropped: `height: auto` lets the aspect ratio decide the height (the
// img's height attribute alone made the box 240 px high in a narrower column, and `cover` cut the
// email's sides off), and `contain` keeps it whole should the box ever differ.
export const themeImage = style({
  width: '100%',
  height: 'auto',
  aspectRatio: '4 / 3',
  objectFit: 'contain',
  borderRadius: vars.radius.sm,
  border: `1px solid ${vars.color.border}`,
});

export const themeName = style({ fontWeight: vars.fontWeight.semibold });

export const themeDescription = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });

import { style } from '@vanilla-extract/css';
import { focusRing, vars } from '../theme.css';
import { layered } from '../layered';

export const body = style(layered({ display: 'grid', gap: vars.space.sm, minWidth: 0 }));

// Empty until a delete says what it did: no room taken meanwhile.
export const outcome = style(
  layered({
    margin: 0,
    fontSize: vars.fontSize.sm,
    color: vars.color.text,
    selectors: { '&:empty': { display: 'none' } },
  }),
);

export const failed = style(
  layered({
    margin: 0,
    padding: vars.space.sm,
    fontSize: vars.fontSize.sm,
    color: vars.color.text,
    background: vars.color.warningSubtle,
    borderLeft: `3px solid ${vars.color.warning}`,
    borderRadius: vars.radius.sm,
    selectors: { '&:empty': { display: 'none' } },
  }),
);

export const failedBox = style(
  layered({ display: 'grid', gap: vars.space.sm, justifyItems: 'start' }),
);

export const loading = style(
  layered({
    display: 'flex',
    alignItems: 'center',
    gap: vars.space.xs,
    fontSize: vars.fontSize.sm,
    color: vars.color.textMuted,
  }),
);

// Thumbnails as many to a row as fit: three or four in the dialog, two on a phone.
export const grid = style(
  layered({
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fill, minmax(9rem, 1fr))',
    gap: vars.space.sm,
    overflow: 'visible',
    // The empty state spans the dialog, not one thumbnail's column.
    selectors: { '&[data-empty]': { display: 'block' } },
  }),
);

export const item = style(
  layered({
    display: 'grid',
    gridTemplateRows: 'auto auto auto',
    alignContent: 'start',
    gap: vars.space.xxs,
    padding: vars.space.xs,
    border: `1px solid ${vars.color.border}`,
    borderRadius: vars.radius.md,
    background: vars.color.surface,
    minWidth: 0,
    position: 'relative',
    selectors: {
      '&[data-hovered]': {
        background: vars.color.surfaceHover,
        borderColor: vars.color.borderStrong,
      },
      '&[data-focus-visible]': { ...focusRing, outlineOffset: '2px' },
    },
  }),
);

// A checkerboard-free well: transparent images show on the sunken surface.
export const thumbnail = style(
  layered({
    display: 'block',
    width: '100%',
    aspectRatio: '4 / 3',
    objectFit: 'contain',
    background: vars.color.surfaceSunken,
    borderRadius: vars.radius.sm,
  }),
);

export const name = style(
  layered({
    fontSize: vars.fontSize.sm,
    fontWeight: vars.fontWeight.medium,
    color: vars.color.text,
    overflow: 'hidden',
    textOverflow: 'ellipsis',
    whiteSpace: 'nowrap',
  }),
);

export const details = style(layered({ fontSize: vars.fontSize.xs, color: vars.color.textMuted }));

export const deleteButton = style(layered({ justifySelf: 'start' }));

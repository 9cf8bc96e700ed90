import { style } from '@vanilla-extract/css';
import { focusRing, vars } from '../theme.css';
import { layered } from '../layered';

export const sidePanel = style(
  layered({
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space.md,
    padding: vars.space.md,
    minWidth: 0,
  }),
);

export const heading = style(
  layered({ margin: 0, fontSize: vars.fontSize.md, fontWeight: vars.fontWeight.semibold }),
);

export const headingRow = style(
  layered({
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'space-between',
    gap: vars.space.xs,
  }),
);

export const fields = style(layered({ display: 'grid', gap: vars.space.sm }));

export const addGrid = style(
  layered({
    display: 'grid',
    gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
    gap: vars.space.xs,
  }),
);

export const warning = style(
  layered({
    margin: 0,
    padding: vars.space.sm,
    fontSize: vars.fontSize.sm,
    color: vars.color.text,
    background: vars.color.warningSubtle,
    borderLeft: `3px solid ${vars.color.warning}`,
    borderRadius: vars.radius.sm,
  }),
);

export const colorField = style(layered({ display: 'grid', gap: vars.space.xxs }));

export const colorRow = style(
  layered({ display: 'flex', alignItems: 'flex-start', gap: vars.space.xs }),
);

export const colorLabel = style(
  layered({
    fontSize: vars.fontSize.sm,
    fontWeight: vars.fontWeight.medium,
    color: vars.color.text,
  }),
);

export const colorInput = style(
  layered({
    flex: 'none',
    inlineSize: vars.size.controlMd,
    blockSize: vars.size.controlMd,
    padding: vars.space.xxs,
    border: `1px solid ${vars.color.borderStrong}`,
    borderRadius: vars.radius.md,
    background: vars.color.surface,
    cursor: 'pointer',
    selectors: {
      '&:focus-visible': focusRing,
    },
  }),
);

/**
 * Holds the picker; with no colour set (`data-empty`) it covers the picker's swatch, which would
 * show black, with the 'no colour' sign: the field's border and a diagonal stroke.
 */
export const colorSwatch = style(
  layered({
    position: 'relative',
    display: 'flex',
    flex: 'none',
    selectors: {
      '&[data-empty]::after': {
        content: '""',
        position: 'absolute',
        inset: 0,
        pointerEvents: 'none',
        border: `1px solid ${vars.color.borderStrong}`,
        borderRadius: vars.radius.md,
        backgroundColor: vars.color.surface,
        backgroundImage: `linear-gradient(to top right, transparent calc(50% - 1px), ${vars.color.textMuted} calc(50% - 1px), ${vars.color.textMuted} calc(50% + 1px), transparent calc(50% + 1px))`,
      },
    },
  }),
);

export const grow = style(layered({ flex: 1, minWidth: 0 }));

export const muted = style(
  layered({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.textMuted }),
);

export const blockList = style(
  layered({ margin: 0, padding: 0, listStyle: 'none', display: 'grid', gap: vars.space.xxs }),
);

// An image's 'Upload image' and 'Choose from library', side by side while they fit.
export const actionRow = style(layered({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xs }));

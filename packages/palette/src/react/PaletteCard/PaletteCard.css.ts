import { createVar, style } from '@vanilla-extract/css';
import { vars } from '@crm/ui';
import { layered } from '../layered';

/** A swatch's colour: a runtime value from the palette, set with assignInlineVars. */
export const swatchColor = createVar();

export const card = style(
  layered({
    selectors: {
      '&[data-selected]': { outline: `2px solid ${vars.color.primary}`, outlineOffset: '-1px' },
    },
  }),
);

export const header = style(
  layered({
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    justifyContent: 'space-between',
    gap: vars.space.sm,
  }),
);

export const title = style(layered({ margin: 0 }));

export const content = style(
  layered({ display: 'grid', alignContent: 'start', gap: vars.space.sm }),
);

// Ghost triggers line up with the card's text rather than with their own padding.
export const trigger = style(
  layered({ justifySelf: 'start', marginInlineStart: `calc(-1 * ${vars.space.sm})` }),
);

export const swatches = style(
  layered({
    display: 'grid',
    gridTemplateColumns: 'repeat(4, 1fr)',
    margin: 0,
    padding: 0,
    listStyle: 'none',
    overflow: 'hidden',
    border: `1px solid ${vars.color.border}`,
    borderRadius: vars.radius.md,
  }),
);

export const swatch = style(
  layered({
    display: 'block',
    height: vars.size.controlLg,
    background: swatchColor,
  }),
);

export const disclosure = style(layered({ display: 'grid', gap: vars.space.sm }));

export const issues = style(
  layered({
    margin: 0,
    paddingInlineStart: vars.space.lg,
    color: vars.color.text,
    fontSize: vars.fontSize.sm,
    lineHeight: vars.lineHeight.normal,
  }),
);

// Points right while closed, down while open.
export const chevron = style(
  layered({
    transform: 'rotate(-90deg)',
    transition: `transform ${vars.motion.fast} ${vars.motion.easing}`,
    selectors: { '[aria-expanded="true"] > &': { transform: 'none' } },
  }),
);

import { createVar, style } from '@vanilla-extract/css';
import { focusRing, vars } from '@crm/ui';
import { layered } from '../layered';

/** The swatch's colour: a runtime value from the palette, set with assignInlineVars. */
export const swatchColor = createVar();

export const list = style(
  layered({
    display: 'grid',
    gridTemplateColumns: `repeat(auto-fill, minmax(calc(${vars.space.xxxl} * 2.5), 1fr))`,
    gap: vars.space.md,
    margin: 0,
    padding: 0,
    listStyle: 'none',
  }),
);

export const swatch = style(
  layered({
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'stretch',
    gap: vars.space.xs,
    width: '100%',
    padding: vars.space.xs,
    border: `1px solid ${vars.color.border}`,
    borderRadius: vars.radius.md,
    background: vars.color.surface,
    color: vars.color.text,
    fontFamily: vars.font.body,
    textAlign: 'start',
    cursor: 'pointer',
    outline: 'none',
    selectors: {
      '&[data-hovered]': {
        borderColor: vars.color.borderStrong,
        background: vars.color.surfaceHover,
      },
      '&[data-pressed]': { background: vars.color.surfaceSunken },
      '&[data-focus-visible]': focusRing,
    },
  }),
);

export const colour = style(
  layered({
    position: 'relative',
    display: 'grid',
    placeItems: 'center',
    height: vars.size.controlLg,
    borderRadius: vars.radius.sm,
    // The border keeps swatches that match the surface (white on white) visible.
    border: `1px solid ${vars.color.border}`,
    background: swatchColor,
  }),
);

export const check = style(
  layered({
    display: 'grid',
    placeItems: 'center',
    width: vars.size.controlSm,
    height: vars.size.controlSm,
    borderRadius: vars.radius.full,
    background: vars.color.surface,
    color: vars.color.success,
    boxShadow: vars.shadow.sm,
  }),
);

export const role = style(
  layered({
    fontSize: vars.fontSize.sm,
    fontWeight: vars.fontWeight.medium,
    paddingInline: vars.space.xxs,
  }),
);

export const hex = style(
  layered({
    fontFamily: vars.font.mono,
    fontSize: vars.fontSize.xs,
    color: vars.color.textMuted,
    paddingInline: vars.space.xxs,
  }),
);

import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';
import { componentsLayer } from '../../theme/layers.css';
import { layered } from '../../theme/layered';

export const meter = style(
  layered({
    display: 'grid',
    gap: vars.space.xxs,
    minWidth: '8rem',
    fontSize: vars.fontSize.xs,
    color: vars.color.textMuted,
  }),
);

export const track = style(
  layered({
    height: '0.5rem',
    borderRadius: vars.radius.full,
    background: vars.color.surfaceSunken,
    border: `1px solid ${vars.color.border}`,
    overflow: 'hidden',
  }),
);

// A span: without display block its width and height are ignored and the bar never fills.
export const fill = recipe({
  base: {
    '@layer': {
      [componentsLayer]: {
        display: 'block',
        height: '100%',
        background: vars.color.primary,
      },
    },
  },
  variants: {
    high: {
      true: { '@layer': { [componentsLayer]: { background: vars.color.warning } } },
      false: {},
    },
  },
});

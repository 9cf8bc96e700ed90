import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';
import { componentsLayer } from '../../theme/layers.css';
import { focusRing } from '../../styles/focusRing.css';

const size = (value: string) => ({
  '@layer': { [componentsLayer]: { width: value, height: value } },
});

export const logo = recipe({
  base: {
    '@layer': {
      [componentsLayer]: {
        display: 'inline-flex',
        flexShrink: 0,
        borderRadius: vars.radius.full,
        outline: 'none',
        selectors: {
          '&[data-focus-visible]': focusRing,
          '&[data-hovered]': { filter: 'brightness(1.1)' },
        },
      },
    },
  },
  variants: {
    size: {
      sm: size(vars.size.logoSm),
      md: size(vars.size.logoMd),
      lg: size(vars.size.logoLg),
    },
  },
  defaultVariants: { size: 'md' },
});

export const disc = style({
  '@layer': { [componentsLayer]: { fill: vars.color.primary } },
});

export const mark = style({
  '@layer': { [componentsLayer]: { fill: vars.color.onPrimary, stroke: vars.color.onPrimary } },
});

export const svg = style({
  '@layer': { [componentsLayer]: { width: '100%', height: '100%' } },
});

import { keyframes } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';
import { componentsLayer } from '../../theme/layers.css';

const shimmer = keyframes({
  '0%': { backgroundPosition: '100% 0' },
  '100%': { backgroundPosition: '-100% 0' },
});

export const skeleton = recipe({
  base: {
    '@layer': {
      [componentsLayer]: {
        display: 'block',
        maxWidth: '100%',
        backgroundColor: vars.color.skeleton,
        backgroundImage: `linear-gradient(90deg, ${vars.color.skeleton} 25%, ${vars.color.skeletonHighlight} 50%, ${vars.color.skeleton} 75%)`,
        backgroundSize: '200% 100%',
        animation: `${shimmer} 1.5s ${vars.motion.easing} infinite`,
      },
    },
  },
  variants: {
    shape: {
      text: {
        '@layer': {
          [componentsLayer]: { height: '1em', width: '100%', borderRadius: vars.radius.sm },
        },
      },
      rect: {
        '@layer': {
          [componentsLayer]: {
            height: vars.size.controlLg,
            width: '100%',
            borderRadius: vars.radius.md,
          },
        },
      },
      circle: {
        '@layer': {
          [componentsLayer]: {
            width: vars.size.controlMd,
            height: vars.size.controlMd,
            borderRadius: vars.radius.full,
          },
        },
      },
    },
  },
  defaultVariants: { shape: 'text' },
});

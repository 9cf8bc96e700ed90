import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { componentsLayer } from '../../theme/layers.css';

export const tooltip = style({
  '@layer': {
    [componentsLayer]: {
      maxWidth: vars.size.sidebar,
      padding: `${vars.space.xs} ${vars.space.sm}`,
      fontFamily: vars.font.body,
      fontSize: vars.fontSize.xs,
      lineHeight: vars.lineHeight.normal,
      // Inverted colours so it stands out from the surface in both themes.
      color: vars.color.textInverse,
      background: vars.color.text,
      borderRadius: vars.radius.sm,
      boxShadow: vars.shadow.md,
      zIndex: vars.zIndex.tooltip,
      transition: `opacity ${vars.motion.fast} ${vars.motion.easing}`,
      selectors: {
        '&[data-entering], &[data-exiting]': { opacity: 0 },
      },
    },
  },
});

export const arrow = style({
  '@layer': {
    [componentsLayer]: {
      fill: vars.color.text,
      display: 'block',
      selectors: {
        '[data-placement=bottom] &': { transform: 'rotate(180deg)' },
        '[data-placement=left] &': { transform: 'rotate(-90deg)' },
        '[data-placement=right] &': { transform: 'rotate(90deg)' },
      },
    },
  },
});

import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { componentsLayer } from '../../theme/layers.css';
import { focusRing } from '../../styles/focusRing.css';

export const switchRoot = style({
  '@layer': {
    [componentsLayer]: {
      display: 'inline-flex',
      alignItems: 'center',
      gap: vars.space.sm,
      fontFamily: vars.font.body,
      fontSize: vars.fontSize.sm,
      color: vars.color.text,
      cursor: 'pointer',
      selectors: { '&[data-disabled]': { cursor: 'not-allowed', opacity: 0.5 } },
    },
  },
});

export const track = style({
  '@layer': {
    [componentsLayer]: {
      display: 'inline-flex',
      alignItems: 'center',
      flexShrink: 0,
      width: vars.space.xxl,
      height: vars.space.xl,
      padding: vars.space.xxs,
      background: vars.color.borderStrong,
      borderRadius: vars.radius.full,
      transition: `background-color ${vars.motion.fast} ${vars.motion.easing}`,
      selectors: {
        [`${switchRoot}[data-hovered] &`]: { background: vars.color.textMuted },
        [`${switchRoot}[data-selected] &`]: { background: vars.color.primary },
        [`${switchRoot}[data-selected][data-hovered] &`]: { background: vars.color.primaryHover },
        [`${switchRoot}[data-pressed][data-selected] &`]: { background: vars.color.primaryPressed },
        [`${switchRoot}[data-focus-visible] &`]: focusRing,
      },
    },
  },
});

export const thumb = style({
  '@layer': {
    [componentsLayer]: {
      width: `calc(${vars.space.xl} - 2 * ${vars.space.xxs})`,
      height: `calc(${vars.space.xl} - 2 * ${vars.space.xxs})`,
      background: vars.color.surface,
      borderRadius: vars.radius.full,
      boxShadow: vars.shadow.sm,
      transition: `transform ${vars.motion.fast} ${vars.motion.easing}`,
      selectors: {
        [`${switchRoot}[data-selected] &`]: {
          transform: `translateX(calc(${vars.space.xxl} - ${vars.space.xl}))`,
        },
      },
    },
  },
});

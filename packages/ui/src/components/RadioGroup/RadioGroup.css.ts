import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';
import { componentsLayer } from '../../theme/layers.css';
import { focusRing } from '../../styles/focusRing.css';

export const options = recipe({
  base: { '@layer': { [componentsLayer]: { display: 'flex', gap: vars.space.sm } } },
  variants: {
    orientation: {
      vertical: { '@layer': { [componentsLayer]: { flexDirection: 'column' } } },
      horizontal: { '@layer': { [componentsLayer]: { flexDirection: 'row', gap: vars.space.lg } } },
    },
  },
  defaultVariants: { orientation: 'vertical' },
});

export const radio = style({
  '@layer': {
    [componentsLayer]: {
      display: 'inline-flex',
      alignItems: 'center',
      gap: vars.space.sm,
      fontSize: vars.fontSize.sm,
      color: vars.color.text,
      cursor: 'pointer',
      selectors: { '&[data-disabled]': { cursor: 'not-allowed', opacity: 0.5 } },
    },
  },
});

export const circle = style({
  '@layer': {
    [componentsLayer]: {
      flexShrink: 0,
      width: vars.size.icon,
      height: vars.size.icon,
      background: vars.color.surface,
      border: `1px solid ${vars.color.borderStrong}`,
      borderRadius: vars.radius.full,
      transition: `border-width ${vars.motion.fast} ${vars.motion.easing}`,
      selectors: {
        [`${radio}[data-hovered] &`]: { borderColor: vars.color.textMuted },
        [`${radio}[data-selected] &`]: {
          borderColor: vars.color.primary,
          borderWidth: `calc(${vars.size.icon} / 3)`,
        },
        [`${radio}[data-selected][data-hovered] &`]: { borderColor: vars.color.primaryHover },
        [`${radio}[data-pressed] &`]: { background: vars.color.surfaceHover },
        [`${radio}[data-focus-visible] &`]: focusRing,
        [`${radio}[data-invalid] &`]: { borderColor: vars.color.danger },
      },
    },
  },
});

import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { componentsLayer } from '../../theme/layers.css';
import { focusRing } from '../../styles/focusRing.css';

export const checkbox = style({
  '@layer': {
    [componentsLayer]: {
      display: 'inline-flex',
      alignItems: 'center',
      gap: vars.space.sm,
      fontFamily: vars.font.body,
      fontSize: vars.fontSize.sm,
      color: vars.color.text,
      cursor: 'pointer',
      selectors: {
        '&[data-disabled]': { cursor: 'not-allowed', opacity: 0.5 },
      },
    },
  },
});

export const box = style({
  '@layer': {
    [componentsLayer]: {
      display: 'inline-flex',
      alignItems: 'center',
      justifyContent: 'center',
      flexShrink: 0,
      width: vars.size.icon,
      height: vars.size.icon,
      color: vars.color.onPrimary,
      background: vars.color.surface,
      border: `1px solid ${vars.color.borderStrong}`,
      borderRadius: vars.radius.sm,
      transition: `background-color ${vars.motion.fast} ${vars.motion.easing}`,
      selectors: {
        [`${checkbox}[data-hovered] &`]: { borderColor: vars.color.textMuted },
        [`${checkbox}[data-pressed] &`]: { background: vars.color.surfaceHover },
        [`${checkbox}[data-selected] &, ${checkbox}[data-indeterminate] &`]: {
          background: vars.color.primary,
          borderColor: vars.color.primary,
        },
        [`${checkbox}[data-selected][data-hovered] &, ${checkbox}[data-indeterminate][data-hovered] &`]:
          { background: vars.color.primaryHover, borderColor: vars.color.primaryHover },
        [`${checkbox}[data-focus-visible] &`]: focusRing,
        [`${checkbox}[data-invalid] &`]: { borderColor: vars.color.danger },
        [`${checkbox}[data-invalid][data-selected] &`]: { background: vars.color.danger },
      },
    },
  },
});

export const glyph = style({
  '@layer': {
    [componentsLayer]: { width: vars.fontSize.xs, height: vars.fontSize.xs, strokeWidth: 3 },
  },
});

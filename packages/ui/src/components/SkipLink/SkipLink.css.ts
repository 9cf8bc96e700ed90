import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { componentsLayer } from '../../theme/layers.css';
import { focusRing } from '../../styles/focusRing.css';

/** Off-screen until focused, then drawn over the page's top-left corner. */
export const skipLink = style({
  '@layer': {
    [componentsLayer]: {
      position: 'fixed',
      top: vars.space.sm,
      left: vars.space.sm,
      zIndex: vars.zIndex.toast,
      padding: `${vars.space.sm} ${vars.space.md}`,
      borderRadius: vars.radius.md,
      background: vars.color.primary,
      color: vars.color.onPrimary,
      fontFamily: vars.font.body,
      fontWeight: vars.fontWeight.semibold,
      textDecoration: 'none',
      boxShadow: vars.shadow.md,
      transform: 'translateY(-200%)',
      selectors: {
        '&:focus': { transform: 'none', ...focusRing },
      },
    },
  },
});

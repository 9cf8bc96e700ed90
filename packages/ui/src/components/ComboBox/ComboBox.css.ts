import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { componentsLayer } from '../../theme/layers.css';
import { focusRing } from '../../styles/focusRing.css';

/** The box keeps its focus border while the suggestions are open. */
export const group = style({
  '@layer': {
    [componentsLayer]: {
      selectors: { '[data-open] > &': { borderColor: vars.color.focusRing } },
    },
  },
});

/** The chevron that opens every suggestion. */
export const button = style({
  '@layer': {
    [componentsLayer]: {
      display: 'inline-flex',
      alignItems: 'center',
      justifyContent: 'center',
      minWidth: vars.size.controlSm,
      minHeight: vars.size.controlSm,
      padding: 0,
      border: 'none',
      borderRadius: vars.radius.sm,
      background: 'transparent',
      color: vars.color.textMuted,
      cursor: 'pointer',
      selectors: {
        '&[data-hovered]': { background: vars.color.surfaceHover },
        '&[data-focus-visible]': focusRing,
      },
    },
  },
});

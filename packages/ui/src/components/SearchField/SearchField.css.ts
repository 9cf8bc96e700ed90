import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { componentsLayer } from '../../theme/layers.css';

export const root = style({});

export const searchIcon = style({
  '@layer': { [componentsLayer]: { color: vars.color.textMuted } },
});

export const clear = style({
  '@layer': {
    [componentsLayer]: {
      selectors: { [`${root}[data-empty] &`]: { visibility: 'hidden' } },
    },
  },
});

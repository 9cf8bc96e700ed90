import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { componentsLayer } from '../../theme/layers.css';

export const icon = style({
  '@layer': {
    [componentsLayer]: {
      display: 'inline-block',
      flexShrink: 0,
      width: vars.size.icon,
      height: vars.size.icon,
      verticalAlign: 'middle',
    },
  },
});
